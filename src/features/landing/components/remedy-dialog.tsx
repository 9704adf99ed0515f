import {Dialog} from '../../../components/ui/dialog'
import {editAttributes} from '../../../lib/content/visual-editing'
import {LANDING_MESSAGES as M} from '../messages'
import type {FeaturedRemedy} from '../types'
import * as styles from './landing.module.css'
import {TextList} from '../../../components/ui/text-list'

type Props = {remedy: FeaturedRemedy; onClose: () => void}

/** For purchasers: the remedy's description, benefits and evidence. */
export function RemedyDialog({remedy, onClose}: Props) {
  const document = {_id: remedy._id, _type: 'remedy'}
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${remedy.emoji} ${remedy.name}`} size="large">
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
