import {useRef, useState} from 'react'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Button, ButtonLink} from '../../../components/ui/button'
import {quizRedFlags, type ResultGuidance} from '../../../lib/health/red-flags'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {phaseResult} from '../../../lib/shared-storage'
import {isAnswered, resultNotes, stageFromAnswers, type QuizQuestion, type QuizStage} from '../logic'
import {QUIZ_MESSAGES as M} from '../messages'
import type {PhaseInfo} from './phase-cards'
import * as styles from './phase-quiz.module.css'
import {TextList} from '../../../components/ui/text-list'

export type PhaseQuizProps = {
  questions: QuizQuestion[]
  phases: PhaseInfo[]
} & ResultGuidance

/** The interactive quiz: one question at a time, then the result, kept in storage for the other tools. */
export function PhaseQuiz({questions, phases, doctorGuide, redFlagWording}: PhaseQuizProps) {
  const [index, setIndex] = useState(0)
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [result, setResult] = useState<QuizStage | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const question = questions[index]
  const last = index === questions.length - 1
  const focusHeading = () => requestAnimationFrame(() => headingRef.current?.focus())

  const next = () => {
    if (!last) {
      setIndex(index + 1)
      focusHeading()
      return
    }
    const stage = stageFromAnswers(questions, answers)
    const info = phases.find((p) => p.slug === stage.phase)
    // The red flags travel with the result, so the assessment can show them too (DECISIONS 32).
    phaseResult.write({
      phase: stage.phase,
      title: info?.title ?? stage.phase,
      completedAt: new Date().toISOString(),
      redFlags: quizRedFlags(answers),
    })
    setResult(stage)
    focusHeading()
  }

  // Previous is disabled on the first question: focus goes to the question rather than to <body>.
  const previous = () => {
    setIndex(index - 1)
    focusHeading()
  }

  const retake = () => {
    setAnswers({})
    setIndex(0)
    setResult(null)
    focusHeading()
  }

  const info = result ? phases.find((p) => p.slug === result.phase) : undefined
  if (result && info) {
    return (
      <div className={styles.card}>
        <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
          <span aria-hidden="true">{info.emoji}</span> {M.resultTitle(info.title)}
        </h3>
        <RedFlagCard flags={quizRedFlags(answers)} wording={redFlagWording} />
        {resultNotes(questions, answers).map((note) => (
          <p key={note} className={styles.resultNote} data-testid="quiz-result-note">
            {note}
          </p>
        ))}
        <p>{info.description}</p>
        <div className={styles.columns}>
          <div>
            <h4>{M.characteristics}</h4>
            <TextList items={info.characteristics} />
          </div>
          <div>
            <h4>{M.recommendations}</h4>
            <TextList items={info.recommendations} />
          </div>
        </div>
        <p className={styles.note}>🩺 {M.resultNote}</p>
        <div className={styles.actions}>
          <ButtonLink to={doctorGuide.url}>{doctorGuide.label}</ButtonLink>
          <Button variant="outline" onClick={retake}>
            {M.retake}
          </Button>
          <Button variant="outline" onClick={() => scrollToSection('symptom-checker')}>
            {M.takeAssessment}
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className={styles.card}>
      <p className={styles.counter}>{M.questionOf(index + 1, questions.length)}</p>
      <fieldset className={styles.fieldset}>
        <legend>
          <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
            {question.question}
          </h3>
        </legend>
        <div className={styles.options}>
          {question.options.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={`quiz-${question.id}`}
                value={option.value}
                checked={answers[question.id] === option.value}
                onChange={() => setAnswers((current) => ({...current, [question.id]: option.value}))}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button variant="outline" disabled={index === 0} onClick={previous}>
          {M.previous}
        </Button>
        <Button disabled={!isAnswered(question, answers)} onClick={next}>
          {last ? M.results : M.next}
        </Button>
      </div>
    </div>
  )
}
