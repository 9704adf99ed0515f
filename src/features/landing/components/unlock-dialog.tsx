import {Button, ButtonLink} from '../../../components/ui/button'
import {dialogToggle, NativeDialog} from '../../../components/ui/native-dialog'
import {ROUTES} from '../../../config/site'
import {LANDING_MESSAGES as M} from '../messages'
import type {FeaturedRemedy, TitledText} from '../types'
import * as styles from './landing.module.css'

type Props = {id: string; remedy: FeaturedRemedy; toolkitContents: TitledText[]}

/** For visitors who have not bought: what the toolkit holds, in the page's HTML so her first tap opens it. */
export function UnlockDialog({id, remedy, toolkitContents}: Props) {
  return (
    <NativeDialog id={id} title={M.unlockTitle} description={`${remedy.name}: ${M.unlockText}`}>
      <ul className={styles.includedList}>
        {toolkitContents.map((item) => (
          <li key={item.title}>
            <span aria-hidden="true">{item.icon}</span> {item.title}
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {/* The browser focuses it when the dialog opens (NativeDialog). */}
        <ButtonLink to={ROUTES.checkout} autoFocus>
          {M.fullAccess}
        </ButtonLink>
        <Button variant="outline" {...dialogToggle(id, 'hide')}>
          {M.maybeLater}
        </Button>
      </div>
    </NativeDialog>
  )
}
