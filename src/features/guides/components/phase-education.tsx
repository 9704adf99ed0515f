import {Section} from '../../../components/layout/section'
import {Card, CardGrid} from '../../../components/ui/card'
import type {PhaseSummary} from '../../../lib/content/phase'
import {editAttributes} from '../../../lib/content/visual-editing'
import {GUIDES_MESSAGES as M} from '../messages'
import * as styles from './guides.module.css'

/** Phase education (anchor 'resources' on the landing page, 'phases' in the toolkit): the three phases and the 'Remember' note. */
export function PhaseEducation({phases, id = 'resources'}: {phases: PhaseSummary[]; id?: string}) {
  return (
    <Section id={id} title={M.phasesTitle} intro={M.phasesIntro} tone="tinted">
      <CardGrid as="ol">
        {phases.map((phase) => {
          const document = {_id: phase._id, _type: 'phase'}
          return (
            <Card
              key={phase.slug}
              icon={phase.emoji}
              title={
                <>
                  {phase.title}: {phase.subtitle}
                </>
              }
            >
              <p className={styles.duration} {...editAttributes(document, 'duration')}>
                {phase.duration}
              </p>
              <p {...editAttributes(document, 'description')}>{phase.description}</p>
            </Card>
          )
        })}
      </CardGrid>
      <aside className={styles.remember} aria-label={M.rememberTitle}>
        <p>💜 {M.remember}</p>
      </aside>
    </Section>
  )
}
