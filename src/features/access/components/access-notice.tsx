import {lazy, Suspense} from 'react'
import {useAccessState} from '../../../lib/access/access-store'

// Loaded when shown (docs/performance.md): its words stay out of the toolkit's first load.
const AccessNoticeCard = lazy(() => import('./access-notice-card').then((m) => ({default: m.AccessNoticeCard})))

/**
 * Says why the toolkit is locked again after the server refused this browser's access (refunded,
 * disputed, pending, expired reviewer access, not verified). Nothing for everyone else.
 */
export function AccessNotice() {
  const {notice} = useAccessState()
  if (!notice) return null
  return (
    <Suspense fallback={null}>
      <AccessNoticeCard notice={notice} />
    </Suspense>
  )
}
