import {lazy, Suspense, useEffect, useState} from 'react'
import {useAccessState} from '../../../lib/access/access-store'
import {readFlag, STORAGE_KEYS} from '../../../lib/storage'

// Loaded only where a browser holds the owner hint (docs/performance.md): the session check stays out of visitors' first load.
const OwnerViewButton = lazy(() => import('./owner-view-button').then((m) => ({default: m.OwnerViewButton})))

/**
 * Floating owner/customer view toggle (bottom right) and its shortcut. The view is a display switch
 * only (admin-content shows, customer-only hides, via a body data attribute); it unlocks nothing.
 * DECISIONS 30: button and shortcut exist only in a signed-in owner session (the back office's).
 */
export function OwnerViewToggle() {
  const {ownerView} = useAccessState()
  const [maybeOwner, setMaybeOwner] = useState(false)

  // On <body>: Gatsby's Head API owns the <html> attributes and rewrites them after hydration.
  useEffect(() => {
    document.body.dataset.ownerView = String(ownerView)
  }, [ownerView])

  // After hydration: the static HTML (no storage) never has the button.
  useEffect(() => setMaybeOwner(readFlag(STORAGE_KEYS.ownerSessionHint)), [])

  if (!maybeOwner) return null
  return (
    <Suspense fallback={null}>
      <OwnerViewButton />
    </Suspense>
  )
}
