import {Link, navigate} from 'gatsby'
import {useRef, type MouseEvent} from 'react'
import {useIsUnlocked} from '../../lib/access/access-store'
import {goToSection, scrollBehavior, scrollToSection, STICKY_TOP_ATTRIBUTE} from '../../lib/scroll-to-section'
import {nativePopover} from '../../lib/page-modal'
import {ButtonLink} from '../ui/button'
import {NAV_CTA, NAV_ITEMS, OPEN_TOOLKIT, TODAY_LINK, type NavItem} from './nav-items'
import * as styles from './site-header.module.css'

function NavEntry({item, onSelect}: {item: NavItem; onSelect: () => void}) {
  if ('to' in item) {
    const goHome = (event: MouseEvent) => {
      onSelect()
      // Home also scrolls to the top when already there.
      if (item.to === '/' && window.location.pathname === '/') {
        event.preventDefault()
        window.history.replaceState(null, '', '/')
        window.scrollTo({top: 0, behavior: scrollBehavior()})
      }
    }
    return (
      <Link to={item.to} className={styles.link} onClick={goHome}>
        {item.label}
      </Link>
    )
  }
  return (
    <a
      href={`/#${item.section}`}
      className={styles.link}
      onClick={(event) => {
        event.preventDefault()
        onSelect()
        goToSection(item.section, (to) => void navigate(to))
      }}
    >
      {item.label}
    </a>
  )
}

/** "Today": the toolkit's daily check-in; on /toolkit it scrolls there in place. */
function TodayLink({onSelect, className}: {onSelect: () => void; className: string}) {
  const [id] = TODAY_LINK.to.split('#').slice(1)
  return (
    <Link
      to={TODAY_LINK.to}
      className={className}
      title={TODAY_LINK.title}
      data-header-today=""
      onClick={(event) => {
        onSelect()
        if (window.location.pathname !== TODAY_LINK.to.split('#')[0]) return
        event.preventDefault()
        window.history.replaceState(null, '', `#${id}`)
        requestAnimationFrame(() => scrollToSection(id))
      }}
    >
      <span aria-hidden="true">📅 </span>
      <span className={styles.todayLabel}>{TODAY_LINK.label}</span>
    </Link>
  )
}

/** The phone's menu: a native popover, so her first tap opens it before any script runs (decision 48). */
const MOBILE_MENU_ID = 'mobile-menu'
/** A browser without popovers gets the menu from the app instead: it marks it open (the CSS shows either). */
const FALLBACK_OPEN = 'data-open'

/**
 * Sticky top bar with the product mark; on small screens the items collapse behind a menu button.
 * With access (DECISIONS 34) the buy button becomes 'Open my toolkit', and 'Today' leads to the check-in.
 * The menu button opens the menu as the browser's own popover (light dismiss, Escape, focus back to the button,
 * its expanded state announced), and its label follows the popover in CSS: the static HTML works as it is, and
 * React, once hydrated, only closes the menu when an item is chosen (no state of its own to lose or to flash).
 */
export function SiteHeader({productName}: {productName: string}) {
  const menu = useRef<HTMLElement>(null)
  const close = () => {
    if (!nativePopover()) menu.current?.removeAttribute(FALLBACK_OPEN)
    else if (menu.current?.matches(':popover-open')) menu.current.hidePopover()
  }
  const toggleWithoutPopover = () => {
    if (!nativePopover()) menu.current?.toggleAttribute(FALLBACK_OPEN)
  }
  const member = useIsUnlocked()
  const cta = member ? OPEN_TOOLKIT : NAV_CTA
  return (
    <header className={`${styles.header} no-print`} {...{[STICKY_TOP_ATTRIBUTE]: ''}}>
      <div className={styles.bar} data-header-bar="">
        <Link to="/" className={styles.brand} onClick={close}>
          <span aria-hidden="true" className={styles.mark}>
            🌸
          </span>
          <span className={styles.brandName} data-brand-name="">
            {productName}
          </span>
        </Link>
        {member ? <TodayLink onSelect={close} className={styles.today} /> : null}
        <nav aria-label="Main" className={styles.desktopNav}>
          {NAV_ITEMS.map((item) => (
            <NavEntry key={item.label} item={item} onSelect={close} />
          ))}
          <ButtonLink to={cta.to} className={styles.cta}>
            {cta.label}
          </ButtonLink>
        </nav>
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={MOBILE_MENU_ID}
          aria-controls={MOBILE_MENU_ID}
          onClick={toggleWithoutPopover}
        >
          <span className={styles.whenClosed}>
            <span className="visually-hidden">Open menu</span>
            <span aria-hidden="true">☰</span>
          </span>
          <span className={styles.whenOpen}>
            <span className="visually-hidden">Close menu</span>
            <span aria-hidden="true">✕</span>
          </span>
        </button>
      </div>
      <nav id={MOBILE_MENU_ID} ref={menu} aria-label="Mobile" className={styles.mobileNav} popover="auto">
        {NAV_ITEMS.map((item) => (
          <NavEntry key={item.label} item={item} onSelect={close} />
        ))}
        <ButtonLink to={cta.to} block onClick={close}>
          {cta.label}
        </ButtonLink>
      </nav>
    </header>
  )
}
