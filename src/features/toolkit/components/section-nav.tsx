import {Link} from 'gatsby'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {STICKY_TOP_ATTRIBUTE} from '../../../lib/scroll-to-section'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import {SectionLink} from './section-link'
import * as styles from './toolkit.module.css'

/**
 * Sticky buttons to the page's sections, plus the reminders and favorites pages. With access,
 * 'Today' comes first: the daily check-in is the tool she uses most.
 */
export function SectionNav() {
  const member = useIsUnlocked()
  return (
    <nav aria-label={M.navLabel} className={styles.sectionNav} {...{[STICKY_TOP_ATTRIBUTE]: ''}}>
      <ul>
        {member ? (
          <li>
            <SectionLink id="tracking" className={`${styles.chip} ${styles.todayChip}`} title={M.todayTitle}>
              <span aria-hidden="true">📅 </span>
              {M.today}
            </SectionLink>
          </li>
        ) : null}
        {M.sections.map((section) => (
          <li key={section.id}>
            <SectionLink id={section.id} className={styles.chip}>
              {section.label}
            </SectionLink>
          </li>
        ))}
        <li>
          <Link to={ROUTES.reminders} className={styles.chip}>
            {M.reminders}
          </Link>
        </li>
        <li>
          <Link to={ROUTES.favorites} className={styles.chip}>
            {M.favorites}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
