import {useEffect, type ReactNode} from 'react'
import {SCRIPTS_ON_DEMAND} from '../../config/page-scripts'
import {followHashChanges, scheduleHashScroll, syncStickyOffset} from '../../lib/scroll-to-section'
import type {SkipLink} from './nav-items'
import {SiteFooter, SiteHeader} from './islands'
import {useSiteChrome} from './use-site-chrome'
import * as styles from './layout.module.css'

/**
 * Page frame: skip links (to the content, and to the page's tools), sticky header, main landmark, footer; scrolls to the URL's hash after load.
 * `headerControls` are pinned to the header bar, so they follow it in tab order too (docs/accessibility.md: Reviewer
 * Access was the 95th stop); `overlays` (the timed offer) come last. `deferOffscreen`: a long page of island
 * sections lays out each section after the first only when it comes near the viewport (layout.module.css).
 * `scriptsOnDemand`: a page whose static HTML reads complete without script starts its scripts only when needed
 * (config/page-scripts.ts), not with the load.
 */
export function Layout({
  children,
  skipLinks = [],
  headerControls,
  overlays,
  deferOffscreen = false,
  scriptsOnDemand = false,
}: {
  children: ReactNode
  skipLinks?: SkipLink[]
  headerControls?: ReactNode
  overlays?: ReactNode
  deferOffscreen?: boolean
  scriptsOnDemand?: boolean
}) {
  const chrome = useSiteChrome()
  useEffect(() => scheduleHashScroll(window.location.hash), [])
  useEffect(followHashChanges, [])
  useEffect(syncStickyOffset, [])
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {skipLinks.map((link) => (
        <a key={link.section} href={`#${link.section}`} className={styles.skipLink}>
          {link.label}
        </a>
      ))}
      <SiteHeader productName={chrome.productName} />
      {headerControls}
      <main
        id="main"
        tabIndex={-1}
        className={deferOffscreen ? `${styles.main} ${styles.deferOffscreen}` : styles.main}
        {...(scriptsOnDemand ? {[SCRIPTS_ON_DEMAND.attribute]: SCRIPTS_ON_DEMAND.value} : {})}
      >
        {children}
      </main>
      <SiteFooter chrome={chrome} />
      {overlays}
    </>
  )
}
