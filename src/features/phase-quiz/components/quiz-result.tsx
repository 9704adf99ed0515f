import type {RefObject} from 'react'
import {RedFlagCard} from '../../../components/health/red-flag-card'
import {Button, ButtonLink} from '../../../components/ui/button'
import {TextList} from '../../../components/ui/text-list'
import {editAttributes} from '../../../lib/content/visual-editing'
import type {ResultGuidance} from '../../../lib/health/red-flags'
import type {QuizStage} from '../../../lib/health/staging'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {QUIZ_MESSAGES as M} from '../messages'
import {HrtBleedingQuestion} from './hrt-bleeding-question'
import type {PhaseInfo} from './phase-cards'
import * as styles from './phase-quiz.module.css'

type QuizResultProps = {
  result: QuizStage
  phase: PhaseInfo | undefined
  notes: string[]
  headingRef: RefObject<HTMLHeadingElement | null>
  onRetake: () => void
} & ResultGuidance

/** The headline of DECISIONS 45: the insufficiency check before 40, no transition, a surgical menopause, or the stage. */
function headline(result: QuizStage, phase: PhaseInfo | undefined) {
  if (result.insufficiencyFirst) return M.insufficiencyTitle
  if (result.stage === 'reproductive') return M.notInTransitionTitle
  if (result.basis === 'surgery') return M.surgicalTitle
  return M.resultTitle(phase?.title ?? result.stage)
}

/** The quiz's result: red flags first, the stage's notes and contraception advice, then the phase's card. */
export function QuizResult({result, phase, notes, headingRef, onRetake, doctorGuide, redFlagWording}: QuizResultProps) {
  // Under 40 the insufficiency card leads and no stage card follows (DECISIONS 45).
  const card = result.insufficiencyFirst || result.stage === 'reproductive' ? undefined : phase
  const document = {_id: card?._id, _type: 'phase'}
  return (
    <div className={styles.card} data-testid="quiz-result" data-stage={result.stage} data-basis={result.basis}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.question}>
        {card ? <span aria-hidden="true">{card.emoji} </span> : null}
        {headline(result, phase)}
      </h3>
      <RedFlagCard flags={result.redFlags} wording={redFlagWording} />
      {result.stage === 'reproductive' && !result.insufficiencyFirst ? <p>{M.notInTransitionText}</p> : null}
      {result.lateTransition && card ? <p data-testid="quiz-late-transition">{M.lateTransition}</p> : null}
      {notes.map((note) => (
        <p key={note} className={styles.resultNote} data-testid="quiz-result-note">
          {note}
        </p>
      ))}
      {result.contraception ? (
        <div className={styles.resultNote} data-testid="quiz-contraception">
          <h4>{M.contraceptionTitle}</h4>
          <p>{result.contraception === 'until-no-period' ? M.contraception : M.contraceptionWithHormones}</p>
        </div>
      ) : null}
      {result.onHormones ? <HrtBleedingQuestion wording={redFlagWording} /> : null}
      {card ? (
        <>
          <p {...editAttributes(document, 'description')}>{card.description}</p>
          <div className={styles.columns}>
            <div {...editAttributes(document, 'characteristics')}>
              <h4>{M.characteristics}</h4>
              <TextList items={card.characteristics} />
            </div>
            <div {...editAttributes(document, 'recommendations')}>
              <h4>{M.recommendations}</h4>
              <TextList items={card.recommendations} />
            </div>
          </div>
        </>
      ) : null}
      <p className={styles.note}>🩺 {M.resultNote}</p>
      <div className={styles.actions}>
        <ButtonLink to={doctorGuide.url}>{doctorGuide.label}</ButtonLink>
        <Button variant="outline" onClick={onRetake}>
          {M.retake}
        </Button>
        <Button variant="outline" onClick={() => scrollToSection('symptom-checker')}>
          {M.takeAssessment}
        </Button>
      </div>
    </div>
  )
}
