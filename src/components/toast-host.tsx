import {lazy, Suspense, useState, type ReactNode} from 'react'
import {useToasts} from './ui/use-toast'

// Radix Toast (and its layers) is a third of the app chunk every page loads first: it loads with the first toast.
const Toaster = lazy(() => import('./ui/toaster').then((m) => ({default: m.Toaster})))

/** The toaster, mounted from the first toast on and kept mounted (it animates toasts out). */
function ToasterOnDemand() {
  const toasts = useToasts()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

/**
 * The page with the app's toaster, around every page (gatsby-browser and gatsby-ssr's wrapPageElement, so the
 * static HTML matches the app). Not in wrapRootElement: Gatsby renders each page's Head inside that wrapper too,
 * so a toast would also render there (and `gatsby develop` warns that a <div> is no head element). No query
 * client: the hooks of lib/query-client use one shared client, so react-query loads with its first user.
 */
export function ToastHost({children}: {children: ReactNode}) {
  return (
    <>
      {children}
      <ToasterOnDemand />
    </>
  )
}
