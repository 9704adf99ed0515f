import {Link} from 'gatsby'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import * as styles from './toolkit.module.css'

export function ToolkitHero() {
  return (
    <header className={styles.hero}>
      <Link to={ROUTES.home} className={styles.back}>
        {M.back}
      </Link>
      <h1>{M.heroTitle}</h1>
      <p>{M.heroText}</p>
    </header>
  )
}
