import {useId} from 'react'
import {Button} from '../../../components/ui/button'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/**
 * Saved progress found: an offer at the top of the tool, not a dialog, because it appears by itself when
 * the tool loads and must not take the visitor's focus (DECISIONS 43). Both answers move focus to the step.
 */
export function ResumePrompt({onContinue, onStartFresh}: {onContinue: () => void; onStartFresh: () => void}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={styles.resume}>
      <h3 id={titleId} className={styles.resumeTitle}>
        {M.resumeTitle}
      </h3>
      <p>{M.resumeText}</p>
      <div className={styles.actions}>
        <Button onClick={onContinue}>{M.resumeContinue}</Button>
        <Button variant="outline" onClick={onStartFresh}>
          {M.resumeFresh}
        </Button>
      </div>
    </section>
  )
}
