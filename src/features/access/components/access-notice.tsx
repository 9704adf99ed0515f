import {dismissAccessNotice, useAccessState} from '../../../lib/access/access-store'
import {useSiteChrome} from '../../../components/layout/use-site-chrome'
import {Button} from '../../../components/ui/button'
import {ACCESS_NOTICE_MESSAGES as M} from '../messages'
import {DeleteMyData} from './delete-my-data'
import * as styles from './access.module.css'

/**
 * Says why the toolkit is locked again after the server refused this browser's access (refunded,
 * disputed, pending, expired reviewer access, not verified). Nothing for everyone else.
 */
export function AccessNotice() {
  const {notice} = useAccessState()
  const {supportEmail} = useSiteChrome()
  if (!notice) return null
  return (
    <div className={styles.notice} role="status" data-access-notice={notice}>
      <p className={styles.noticeTitle}>{M.title}</p>
      <p>{M[notice]}</p>
      {notice === 'refunded' || notice === 'disputed' ? <DeleteMyData /> : null}
      <p>
        {M.contact} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <Button variant="outline" onClick={dismissAccessNotice}>
        {M.dismiss}
      </Button>
    </div>
  )
}
