import type {RemedyProfile} from '../../../lib/content/premium'
import * as styles from './remedy-database.module.css'

/** Symptom badges, tinted with their category's colour from the content. */
export function SymptomBadges({
  symptoms,
  colors,
}: {
  symptoms: RemedyProfile['symptoms']
  colors: Record<string, string>
}) {
  return (
    <ul className={styles.badges}>
      {symptoms.map((symptom) => (
        <li
          key={symptom.slug}
          className={styles.badge}
          style={{background: (symptom.category && colors[symptom.category]) || undefined}}
        >
          {symptom.name}
        </li>
      ))}
    </ul>
  )
}
