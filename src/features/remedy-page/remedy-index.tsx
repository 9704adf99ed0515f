import {Link} from 'gatsby'
import {Section} from '../../components/layout/section'
import {remedyPagePath} from '../../config/site'
import {REMEDY_PAGE_MESSAGES as M} from './messages'
import * as styles from './remedy-index.module.css'

type RemedyLink = {name: string; slug: string; emoji: string | null; evidenceLevel: string}

/** Every remedy page linked from one place, so readers and crawlers find them all. */
export function RemedyIndex({remedies}: {remedies: RemedyLink[]}) {
  return (
    <Section title={M.indexTitle} titleLevel={1} intro={M.indexIntro} id="remedies">
      <ul className={styles.list}>
        {remedies.map((remedy) => (
          <li key={remedy.slug} className={styles.item}>
            <Link to={remedyPagePath(remedy.slug)} className={styles.link}>
              {remedy.emoji ? <span aria-hidden="true">{remedy.emoji} </span> : null}
              {remedy.name}
            </Link>
            <span className={styles.evidence}>{remedy.evidenceLevel}</span>
          </li>
        ))}
      </ul>
      <p className={styles.note} role="note">
        {M.healthcareNote}
      </p>
    </Section>
  )
}
