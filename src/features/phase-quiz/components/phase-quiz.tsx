import {useRef, useState} from 'react'
import {Button} from '../../../components/ui/button'
import {editAttributes} from '../../../lib/content/visual-editing'
import type {ResultGuidance} from '../../../lib/health/red-flags'
import type {QuizStage} from '../../../lib/health/staging'
import {updateHealthRecord, withQuizResult} from '../../../lib/health/record'
import {localIsoDate} from '../../../lib/time-zones'
import {isAnswered, resultNotes, stageFromAnswers, stageTitle, type QuizQuestion} from '../logic'
import {QUIZ_MESSAGES as M} from '../messages'
import type {PhaseInfo} from './phase-cards'
import * as styles from './phase-quiz.module.css'
import {QuizResult} from './quiz-result'

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
  const document = {_id: question._id, _type: 'phaseQuizQuestion'}

  const next = () => {
    if (!last) {
      setIndex(index + 1)
      focusHeading()
      return
    }
    const stage = stageFromAnswers(questions, answers)
    // Her stage and the quiz's red flags go to her health record, for the other tools and her summary (DECISIONS 45).
    updateHealthRecord((record) =>
      withQuizResult(record, {
        stage,
        title: stageTitle(stage, phases),
        periods: answers.periods ?? '',
        date: localIsoDate(new Date()),
      }),
    )
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

  if (result) {
    return (
      <QuizResult
        result={result}
        phase={phases.find((p) => p.slug === result.stage)}
        notes={resultNotes(questions, answers)}
        headingRef={headingRef}
        onRetake={retake}
        doctorGuide={doctorGuide}
        redFlagWording={redFlagWording}
      />
    )
  }

  return (
    <div className={styles.card}>
      <p className={styles.counter}>{M.questionOf(index + 1, questions.length)}</p>
      <fieldset className={styles.fieldset}>
        <legend>
          <h3 ref={headingRef} tabIndex={-1} className={styles.question} {...editAttributes(document, 'question')}>
            {question.question}
          </h3>
        </legend>
        <div className={styles.options}>
          {question.options.map((option, at) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                name={`quiz-${question.id}`}
                value={option.value}
                checked={answers[question.id] === option.value}
                onChange={() => setAnswers((current) => ({...current, [question.id]: option.value}))}
              />
              <span {...editAttributes(document, `options[${at}].label`)}>{option.label}</span>
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
