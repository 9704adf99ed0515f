import {Link} from 'gatsby'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import * as styles from './toolkit.module.css'

/** Sticky buttons to the page's sections (spec), plus the reminders and favorites pages. */
export function SectionNav() {
  return (
    <nav aria-label={M.navLabel} className={styles.sectionNav}>
      <ul>
        {M.sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                event.preventDefault()
                window.history.replaceState(null, '', `#${section.id}`)
                scrollToSection(section.id)
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
        <li>
          <Link to={ROUTES.reminders}>{M.reminders}</Link>
        </li>
        <li>
          <Link to={ROUTES.favorites}>{M.favorites}</Link>
        </li>
      </ul>
    </nav>
  )
}
