import type {PhaseSummary} from '../../../lib/content/phase'
import {editAttributes} from '../../../lib/content/visual-editing'
import * as styles from './phase-quiz.module.css'

export type PhaseInfo = PhaseSummary & {characteristics: string[]; recommendations: string[]}

/** The three phase cards below the quiz. */
export function PhaseCards({phases}: {phases: PhaseInfo[]}) {
  return (
    <ul className={styles.phaseCards}>
      {phases.map((phase) => {
        const document = {_id: phase._id, _type: 'phase'}
        return (
          <li key={phase.slug} className={styles.phaseCard}>
            <span aria-hidden="true" className={styles.phaseEmoji}>
              {phase.emoji}
            </span>
            <h3 className={styles.phaseTitle} {...editAttributes(document, 'title')}>
              {phase.title}
            </h3>
            <p className={styles.phaseSubtitle} {...editAttributes(document, 'subtitle')}>
              {phase.subtitle}
            </p>
            <p className={styles.phaseDuration} {...editAttributes(document, 'duration')}>
              {phase.duration}
            </p>
          </li>
        )
      })}
    </ul>
  )
}
