import {lazy, Suspense} from 'react'
import {dismissAccessNotice, useAccessState} from '../../../lib/access/access-store'
import {useSiteChrome} from '../../../components/layout/use-site-chrome'
import {Button} from '../../../components/ui/button'
import {ACCESS_NOTICE_MESSAGES as M} from '../messages'
import * as styles from './access.module.css'

// Loaded when shown (after a refund or dispute): with it its storage schema (zod), 6 KB of the toolkit's first load.
const DeleteMyData = lazy(() => import('./delete-my-data').then((m) => ({default: m.DeleteMyData})))

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
      {notice === 'refunded' || notice === 'disputed' ? (
        <Suspense fallback={null}>
          <DeleteMyData />
        </Suspense>
      ) : null}
      <p>
        {M.contact} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <Button variant="outline" onClick={dismissAccessNotice}>
        {M.dismiss}
      </Button>
    </div>
  )
}
