import {Link} from 'gatsby'
import {remedyPagePath} from '../../../config/site'
import type {Recommendation} from '../../../lib/health/recommendations'
import type {SymptomOption} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/** Why an item is on the card, in words that claim no more than its profile (DECISIONS 36). */
function reason(item: Recommendation, symptoms: SymptomOption[]) {
  const names = item.forSymptoms.map((id) => symptoms.find((s) => s.id === id)?.name ?? id)
  return item.topPriority ? M.reasonStrong(names) : M.reasonWeak(names)
}

/**
 * The personalised recommendation card: up to 4 items, each linked to its profile; 'Top Priority' only where the profile
 * backs it. A profile already linked in the list above (`listed`) is no second Tab stop (docs/accessibility.md): the keyboard reaches
 * it there; the mouse and a screen reader's reading still follow this link.
 */
export function PersonalisedCard({
  picks,
  symptoms,
  listed,
}: {
  picks: Recommendation[]
  symptoms: SymptomOption[]
  listed: string[]
}) {
  if (picks.length === 0) return <ClinicianCard symptoms={symptoms} />
  return (
    <section className={styles.personalised} aria-labelledby="personalised-heading">
      <h4 id="personalised-heading" className={styles.subheading}>
        {M.personalisedHeading}
      </h4>
      <ul className={styles.personalisedList}>
        {picks.map((item) => (
          <li key={item.slug} className={styles.personalisedItem}>
            <span aria-hidden="true" className={styles.personalisedIcon}>
              {item.emoji ?? '🌿'}
            </span>
            <span>
              <Link
                to={remedyPagePath(item.slug)}
                className={styles.personalisedName}
                tabIndex={listed.includes(item.slug) ? -1 : undefined}
              >
                {item.name}
              </Link>
              {item.topPriority ? <span className={styles.priority}>{M.topPriority}</span> : null}
              <br />
              <span className={styles.help}>{reason(item, symptoms)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** No remedy fits, or every symptom raised a red flag: her clinician, and what a guideline recommends (DECISIONS 46). */
function ClinicianCard({symptoms}: {symptoms: SymptomOption[]}) {
  const help = symptoms.flatMap((symptom) => (M.guidelineHelp[symptom.id] ? [M.guidelineHelp[symptom.id]] : []))
  return (
    <section className={styles.personalised} aria-labelledby="personalised-heading" data-testid="clinician-card">
      <h4 id="personalised-heading" className={styles.subheading}>
        {M.clinicianHeading}
      </h4>
      <p>{M.clinicianText}</p>
      {help.length ? (
        <ul>
          {help.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
