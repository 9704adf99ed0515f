import {Button, ButtonLink} from '../../../components/ui/button'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import * as styles from './assessment.module.css'

/** Step 4: 'Assessment Complete!' with the spec's four buttons. */
export function CompleteStep({doctorGuide, onRestart}: {doctorGuide: {label: string; url: string}; onRestart: () => void}) {
  return (
    <>
      <p className={styles.completeHeading}>🎉 {M.completeHeading}</p>
      <p>{M.completeText}</p>
      <div className={styles.actions}>
        <ButtonLink to={doctorGuide.url}>{doctorGuide.label}</ButtonLink>
        <Button variant="secondary" onClick={() => scrollToSection('purchase')}>
          {M.getToolkit}
        </Button>
        <Button variant="outline" onClick={onRestart}>
          {M.again}
        </Button>
        <Button variant="outline" onClick={() => scrollToSection('natural-remedies')}>
          {M.explore}
        </Button>
      </div>
    </>
  )
}
