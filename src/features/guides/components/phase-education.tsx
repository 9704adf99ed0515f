import {Section} from '../../../components/layout/section'
import {GUIDES_MESSAGES as M} from '../messages'
import * as styles from './guides.module.css'

type Phase = {slug: string; title: string; emoji: string; subtitle: string; duration: string; description: string}

/** Phase education (anchor 'resources' on the landing page, 'phases' in the toolkit): the three phases and the 'Remember' note. */
export function PhaseEducation({phases, id = 'resources'}: {phases: Phase[]; id?: string}) {
  return (
    <Section id={id} title={M.phasesTitle} intro={M.phasesIntro} tone="tinted">
      <ol className={styles.phaseList}>
        {phases.map((phase) => (
          <li key={phase.slug} className={styles.card}>
            <span aria-hidden="true" className={styles.cardIcon}>
              {phase.emoji}
            </span>
            <h3 className={styles.cardTitle}>
              {phase.title}: {phase.subtitle}
            </h3>
            <p className={styles.duration}>{phase.duration}</p>
            <p>{phase.description}</p>
          </li>
        ))}
      </ol>
      <aside className={styles.remember} aria-label={M.rememberTitle}>
        <p>💜 {M.remember}</p>
      </aside>
    </Section>
  )
}
