import type {PhaseSummary} from '../../../lib/content/phase'
import * as styles from './phase-quiz.module.css'

export type PhaseInfo = PhaseSummary & {characteristics: string[]; recommendations: string[]}

/** The three phase cards below the quiz. */
export function PhaseCards({phases}: {phases: PhaseInfo[]}) {
  return (
    <ul className={styles.phaseCards}>
      {phases.map((phase) => (
        <li key={phase.slug} className={styles.phaseCard}>
          <span aria-hidden="true" className={styles.phaseEmoji}>
            {phase.emoji}
          </span>
          <h3 className={styles.phaseTitle}>{phase.title}</h3>
          <p className={styles.phaseSubtitle}>{phase.subtitle}</p>
          <p className={styles.phaseDuration}>{phase.duration}</p>
        </li>
      ))}
    </ul>
  )
}
