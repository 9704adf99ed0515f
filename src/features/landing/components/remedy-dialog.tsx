import {Button, ButtonLink} from '../../../components/ui/button'
import {Dialog} from '../../../components/ui/dialog'
import {ROUTES} from '../../../config/site'
import {editAttributes} from '../../../lib/content/visual-editing'
import {LANDING_MESSAGES as M} from '../messages'
import type {FeaturedRemedy, TitledText} from '../types'
import * as styles from './landing.module.css'
import {TextList} from '../../../components/ui/text-list'

type Props = {remedy: FeaturedRemedy; unlocked: boolean; toolkitContents: TitledText[]; onClose: () => void}

/** Purchasers: the remedy's description, benefits and evidence. Others: what the toolkit holds. */
export function RemedyDialog({remedy, unlocked, toolkitContents, onClose}: Props) {
  const onOpenChange = (open: boolean) => !open && onClose()
  if (unlocked) {
    const document = {_id: remedy._id, _type: 'remedy'}
    return (
      <Dialog open onOpenChange={onOpenChange} title={`${remedy.emoji} ${remedy.name}`} size="large">
        <p {...editAttributes(document, 'description')}>{remedy.description}</p>
        <h3 className={styles.dialogHeading}>{M.benefits}</h3>
        <div {...editAttributes(document, 'benefits')}>
          <TextList items={remedy.benefits} />
        </div>
        <h3 className={styles.dialogHeading}>{M.evidence}</h3>
        <p className={styles.evidenceBadge} {...editAttributes(document, 'evidenceLevel')}>
          {remedy.evidenceLevel}
        </p>
        {remedy.evidence ? <p {...editAttributes(document, 'evidence')}>{remedy.evidence}</p> : null}
        <p className={styles.healthNote}>🩺 {M.supplementsDisclaimer}</p>
      </Dialog>
    )
  }
  return (
    <Dialog open onOpenChange={onOpenChange} title={M.unlockTitle} description={`${remedy.name}: ${M.unlockText}`}>
      <ul className={styles.includedList}>
        {toolkitContents.map((item) => (
          <li key={item.title}>
            <span aria-hidden="true">{item.icon}</span> {item.title}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={ROUTES.checkout}>{M.fullAccess}</ButtonLink>
        <Button variant="outline" onClick={onClose}>
          {M.maybeLater}
        </Button>
      </div>
    </Dialog>
  )
}
