import {lazy, Suspense} from 'react'
import {Section} from '../../../components/layout/section'
import {LockedPreview} from '../../../components/ui/locked-preview'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import type {AssessmentWizardProps} from './assessment-wizard'
import * as styles from './assessment.module.css'

const AssessmentWizard = lazy(() => import('./assessment-wizard').then((m) => ({default: m.AssessmentWizard})))

/** Blurred stand-in of step 1 for visitors without access. */
function LockedAssessment({symptoms}: Pick<AssessmentWizardProps, 'symptoms'>) {
  return (
    <LockedPreview
      title={M.lockedTitle}
      description={M.lockedText}
      cta={M.lockedCta}
      preview={
        <>
          <p className={styles.progressHead}>{M.stepOf(1, 4)}</p>
          <div className={styles.symptomGrid}>
            {symptoms.slice(0, 12).map((symptom) => (
              <label key={symptom.id} className={styles.level}>
                <input type="checkbox" disabled /> {symptom.name}
              </label>
            ))}
          </div>
        </>
      }
    />
  )
}

/** The assessment section (anchors 'checker' and 'symptom-checker'): interactive with access, locked otherwise. */
export function AssessmentSection(props: AssessmentWizardProps) {
  const unlocked = useIsUnlocked()
  return (
    <div id="checker">
      <Section id="symptom-checker" title={M.heading} intro={M.intro} tone="tinted">
        {unlocked ? (
          <Suspense fallback={<p className={styles.loading}>{M.loading}</p>}>
            <AssessmentWizard {...props} />
          </Suspense>
        ) : (
          <LockedAssessment symptoms={props.symptoms} />
        )}
      </Section>
    </div>
  )
}
