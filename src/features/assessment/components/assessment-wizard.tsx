import * as Progress from '@radix-ui/react-progress'
import {useEffect, useRef, useState} from 'react'
import {toastOutcome} from '../../../components/ui/use-toast'
import {ASSESSMENT_STEP_COUNT, MAX_PERSONALISED_ITEMS} from '../../../config/assessment'
import {personalisedPicks, type RemedyProfile} from '../../../lib/health/recommendations'
import {
  EMPTY_RECORD,
  isAfterMenopause,
  readHealthRecord,
  updateHealthRecord,
  withAssessment,
} from '../../../lib/health/record'
import {assessmentRedFlags, flaggedSymptoms, mergeRedFlags, type ResultGuidance} from '../../../lib/health/red-flags'
import {useSubmitAssessment} from '../api'
import {useSavedProgress} from '../hooks/use-saved-progress'
import {
  buildLastAssessment,
  buildSubmission,
  chosenSymptomIds,
  COMPLETE_STEP,
  EMPTY_ANSWERS,
  recommendationRequest,
  selectRecommendations,
  type Answers,
  type SymptomOption,
} from '../logic'
import {ASSESSMENT_MESSAGES as M} from '../messages'
import {useHistoryStep} from '../hooks/use-history-step'
import {CompleteStep} from './complete-step'
import {ResultsStep} from './results-step'
import {ResumePrompt} from './resume-prompt'
import {SavedAssessmentDeletion} from './saved-assessment-deletion'
import {SeverityStep} from './severity-step'
import {SymptomsStep} from './symptoms-step'
import * as styles from './assessment.module.css'

export type AssessmentWizardProps = {
  symptoms: SymptomOption[]
  remedies: RemedyProfile[]
} & ResultGuidance

/** The 4-step symptom assessment: choose, rate, see recommendations (optional email), complete. */
export function AssessmentWizard({symptoms, remedies, doctorGuide, redFlagWording}: AssessmentWizardProps) {
  const [step, setStep] = useState(0)
  const [answers, setAnswers] = useState<Answers>(EMPTY_ANSWERS)
  const [record, setRecord] = useState(EMPTY_RECORD)
  const saved = useSavedProgress(step, answers)
  // Back from a remedy page lands on the same step with the same answers, without the resume question.
  useHistoryStep(step, answers, (kept) => {
    setAnswers(kept.answers)
    setStep(kept.step)
    saved.dismissResume()
  })
  const submit = useSubmitAssessment()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const chosen = chosenSymptomIds(answers)
  const afterMenopause = isAfterMenopause(record)
  // DECISIONS 46: no remedy for a symptom that raised a red flag.
  const flagged = flaggedSymptoms(chosen, answers.severity, afterMenopause)
  const phase = record.stage?.stage ?? null
  const recommendations = selectRecommendations(remedies, answers, phase, flagged)
  // DECISIONS 32 and 45: this assessment's flags (bleeding counts after menopause, by her stored stage), plus those
  // the other tools raised in her health record.
  const ownFlags = assessmentRedFlags(chosen, answers.severity, afterMenopause)
  const otherFlags = record.flags.filter((flag) => flag.source !== 'assessment').map((flag) => flag.id)
  const redFlags = mergeRedFlags(ownFlags, otherFlags)

  // DECISIONS 6: the personalised card uses her stage when the quiz has recorded one.
  useEffect(() => setRecord(readHealthRecord()), [step])

  const goTo = (next: number) => {
    setStep(next)
    // Keyboard and screen-reader users land on the new step.
    requestAnimationFrame(() => headingRef.current?.focus())
  }

  const complete = () => {
    const body = buildSubmission(answers, recommendations)
    updateHealthRecord((current) =>
      withAssessment(current, buildLastAssessment(answers, symptoms, recommendations, new Date()), ownFlags),
    )
    saved.clear()
    // Move on at once, without waiting for the reply.
    goTo(COMPLETE_STEP)
    submit.mutate(
      body,
      toastOutcome(
        {title: M.successTitle, description: M.successText},
        {title: M.errorTitle, description: M.errorText},
      ),
    )
  }

  const restart = () => {
    setAnswers(EMPTY_ANSWERS)
    submit.reset()
    goTo(0)
  }

  const percent = ((step + 1) / ASSESSMENT_STEP_COUNT) * 100
  return (
    <div className={styles.card}>
      {saved.resumable ? (
        <ResumePrompt
          onContinue={() => {
            const progress = saved.resumable
            if (!progress) return
            setAnswers(progress.answers)
            goTo(progress.currentStep)
            saved.dismissResume()
          }}
          onStartFresh={() => {
            saved.clear()
            setAnswers(EMPTY_ANSWERS)
            goTo(0)
            saved.dismissResume()
          }}
        />
      ) : null}
      <div className={styles.progressHead}>
        <span>{M.stepOf(step + 1, ASSESSMENT_STEP_COUNT)}</span>
        <span>{percent}%</span>
      </div>
      <Progress.Root className={styles.progress} value={percent} aria-label={M.progressLabel}>
        <Progress.Indicator className={styles.progressBar} style={{transform: `translateX(-${100 - percent}%)`}} />
      </Progress.Root>
      <ol className={styles.stepNames}>
        {M.stepNames.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            className={index <= step ? styles.stepDone : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
      <h3 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {M.stepNames[step]}
      </h3>

      {step === 0 ? (
        <SymptomsStep symptoms={symptoms} answers={answers} onChange={setAnswers} onContinue={() => goTo(1)} />
      ) : null}
      {step === 1 ? (
        <SeverityStep
          symptoms={symptoms.filter((s) => chosen.includes(s.id))}
          answers={answers}
          onChange={setAnswers}
          onBack={() => goTo(0)}
          onNext={() => goTo(2)}
        />
      ) : null}
      {step === 2 ? (
        <ResultsStep
          recommendations={recommendations}
          picks={personalisedPicks(remedies, recommendationRequest(answers, phase, flagged), MAX_PERSONALISED_ITEMS)}
          chosenSymptoms={symptoms.filter((s) => chosen.includes(s.id))}
          redFlags={redFlags}
          redFlagWording={redFlagWording}
          email={answers.email}
          onEmailChange={(email) => setAnswers((current) => ({...current, email}))}
          onBack={() => goTo(1)}
          onComplete={complete}
          pending={submit.isPending}
        />
      ) : null}
      {step === COMPLETE_STEP ? (
        <CompleteStep
          doctorGuide={doctorGuide}
          onRestart={restart}
          summary={{
            symptoms: symptoms.filter((s) => chosen.includes(s.id)),
            severity: answers.severity,
            recommendations,
            redFlags,
            redFlagWording,
          }}
        />
      ) : null}
      {step === COMPLETE_STEP ? <SavedAssessmentDeletion /> : null}
    </div>
  )
}
