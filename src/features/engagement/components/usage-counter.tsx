import {lazy, Suspense, useEffect, useState} from 'react'

const UsageCount = lazy(() => import('./usage-count').then((m) => ({default: m.UsageCount})))

/**
 * The usage counter (DECISIONS 12), rendered in the browser only: the static HTML cannot know the count, and
 * so its code (react-query with it) loads after the section it is in has hydrated, not with the page (docs/performance.md).
 */
export function UsageCounter({threshold}: {threshold: number}) {
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  return inBrowser ? (
    <Suspense fallback={null}>
      <UsageCount threshold={threshold} />
    </Suspense>
  ) : null
}
