import {lazy, Suspense, useEffect, useState} from 'react'
import {useAccessState} from '../../../lib/access/access-store'
import {replaceAddress} from '../../../lib/replace-address'

// Loaded only for a reviewer (docs/performance.md): the button, its messages and the API client stay out of every first load.
const ReviewerButton = lazy(() => import('./reviewer-button').then((m) => ({default: m.ReviewerButton})))

/** Removes `code` from the address bar, so a reviewer code never stays in history or gets shared. */
function stripCodeParam(params: URLSearchParams) {
  params.delete('code')
  const query = params.toString()
  replaceAddress(`${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`)
}

/**
 * The original reviewer entry points: `?code=` (checked silently), and a 'Reviewer Access' button at top
 * right, shown with `?reviewer=true` or while access is active, that opens the code dialog.
 */
export function ReviewerAccess() {
  const access = useAccessState()
  const [requested, setRequested] = useState(false)

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    if (params.get('reviewer') === 'true') setRequested(true)
    const code = params.get('code')
    if (code) {
      stripCodeParam(params)
      // No message on this path; an invalid code simply grants nothing.
      import('../api').then((api) => api.redeemReviewerCode(code)).catch(() => undefined)
    }
  }, [])

  if (!requested && !access.reviewer) return null
  return (
    <Suspense fallback={null}>
      <ReviewerButton />
    </Suspense>
  )
}
