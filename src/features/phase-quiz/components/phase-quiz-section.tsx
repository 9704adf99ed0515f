import {lazy, Suspense} from 'react'
import {Section} from '../../../components/layout/section'
import {LockedPreview} from '../../../components/ui/locked-preview'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {QUIZ_MESSAGES as M} from '../messages'
import {PhaseCards} from './phase-cards'
import type {PhaseQuizProps} from './phase-quiz'
import * as styles from './phase-quiz.module.css'

const PhaseQuiz = lazy(() => import('./phase-quiz').then((m) => ({default: m.PhaseQuiz})))

/** The phase quiz section (anchors 'quiz' and 'phase-quiz'): interactive with access, locked otherwise; phase cards below. */
export function PhaseQuizSection(props: PhaseQuizProps) {
  const unlocked = useIsUnlocked()
  const first = props.questions[0]
  return (
    <div id="quiz">
      <Section id="phase-quiz" title={M.heading} intro={M.intro}>
        {unlocked ? (
          <Suspense fallback={<p className={styles.loading}>{M.loading}</p>}>
            <PhaseQuiz {...props} />
          </Suspense>
        ) : (
          <LockedPreview
            title={M.lockedTitle}
            description={M.lockedText(props.questions.length)}
            cta={M.lockedCta}
            preview={
              <>
                <p className={styles.counter}>{M.questionOf(1, props.questions.length)}</p>
                <p className={styles.question}>{first?.question}</p>
                <div className={styles.options}>
                  {first?.options.map((option) => (
                    <label key={option.value} className={styles.option}>
                      <input type="radio" disabled /> {option.label}
                    </label>
                  ))}
                </div>
              </>
            }
          />
        )}
        <PhaseCards phases={props.phases} />
      </Section>
    </div>
  )
}
