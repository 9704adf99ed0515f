import {lazy, Suspense} from 'react'
import {dismissAccessNotice, type AccessNotice} from '../../../lib/access/access-store'
import {useSiteChrome} from '../../../components/layout/use-site-chrome'
import {Button, ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {ACCESS_NOTICE_MESSAGES as M} from '../messages'
import * as styles from './access.module.css'

// Loaded when shown (after a refund or dispute): with it its storage schema (zod), 6 KB of the toolkit's first load.
const DeleteMyData = lazy(() => import('./delete-my-data').then((m) => ({default: m.DeleteMyData})))

/** Why the toolkit is locked again, in plain words, with the way to the coach. */
export function AccessNoticeCard({notice}: {notice: AccessNotice}) {
  const {supportEmail} = useSiteChrome()
  return (
    <div className={styles.notice} role="status" data-access-notice={notice}>
      <p className={styles.noticeTitle}>{M.title}</p>
      <p>{M[notice]}</p>
      {notice === 'refunded' || notice === 'disputed' ? (
        <Suspense fallback={null}>
          <DeleteMyData />
        </Suspense>
      ) : null}
      {notice === 'failed' ? <ButtonLink to={ROUTES.checkout}>{M.payAgain}</ButtonLink> : null}
      <p>
        {M.contact} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
      <Button variant="outline" onClick={dismissAccessNotice}>
        {M.dismiss}
      </Button>
    </div>
  )
}
