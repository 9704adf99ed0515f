import {Link, navigate} from 'gatsby'
import {useState, type MouseEvent} from 'react'
import {goToSection} from '../../lib/scroll-to-section'
import {ButtonLink} from '../ui/button'
import {NAV_CTA, NAV_ITEMS, type NavItem} from './nav-items'
import * as styles from './site-header.module.css'

function NavEntry({item, onSelect}: {item: NavItem; onSelect: () => void}) {
  if ('to' in item) {
    const goHome = (event: MouseEvent) => {
      onSelect()
      // Home also scrolls to the top when already there (spec).
      if (item.to === '/' && window.location.pathname === '/') {
        event.preventDefault()
        window.history.replaceState(null, '', '/')
        window.scrollTo({top: 0, behavior: 'smooth'})
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

/** Sticky top bar with the product mark; on small screens the items collapse behind a menu button. */
export function SiteHeader({productName}: {productName: string}) {
  const [menuOpen, setMenuOpen] = useState(false)
  const close = () => setMenuOpen(false)
  return (
    <header className={`${styles.header} no-print`}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} onClick={close}>
          <span aria-hidden="true" className={styles.mark}>
            🌸
          </span>
          <span>{productName}</span>
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          {NAV_ITEMS.map((item) => (
            <NavEntry key={item.label} item={item} onSelect={close} />
          ))}
          <ButtonLink to={NAV_CTA.to}>{NAV_CTA.label}</ButtonLink>
        </nav>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" className={styles.mobileNav} hidden={!menuOpen}>
        {NAV_ITEMS.map((item) => (
          <NavEntry key={item.label} item={item} onSelect={close} />
        ))}
        <ButtonLink to={NAV_CTA.to} block onClick={close}>
          {NAV_CTA.label}
        </ButtonLink>
      </nav>
    </header>
  )
}
