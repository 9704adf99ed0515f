import {personalisedRecommendations, type UserProfile} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/** The personalised recommendation card: up to 4 items, high priority ones tagged 'Top Priority'. */
export function PersonalisedCard({profile}: {profile: UserProfile | null}) {
  const items = personalisedRecommendations(profile)
  return (
    <section className={styles.personalised} aria-labelledby="personalised-heading">
      <h4 id="personalised-heading" className={styles.subheading}>
        {M.personalisedHeading}
      </h4>
      <ul className={styles.personalisedList}>
        {items.map((item) => (
          <li key={item.name} className={styles.personalisedItem}>
            <span aria-hidden="true" className={styles.personalisedIcon}>
              {item.icon}
            </span>
            <span>
              <strong>{item.name}</strong>
              {item.priority === 'high' ? <span className={styles.priority}>{M.topPriority}</span> : null}
              <br />
              <span className={styles.help}>{item.reason}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
