import {Link} from 'gatsby'
import {remedyPagePath} from '../../../config/site'
import type {Recommendation} from '../../../lib/health/recommendations'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/** The recommended remedies, most relevant first (DECISIONS 33), each linked to its profile. */
export function RecommendationList({
  recommendations,
  labelledBy,
}: {
  recommendations: Recommendation[]
  labelledBy: string
}) {
  if (recommendations.length === 0) return <p>{M.resultsEmpty}</p>
  return (
    <ol className={styles.recommendations} aria-labelledby={labelledBy}>
      {recommendations.map((remedy) => (
        <li key={remedy.slug}>
          <Link to={remedyPagePath(remedy.slug)}>{remedy.name}</Link>
        </li>
      ))}
    </ol>
  )
}
