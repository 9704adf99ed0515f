import {graphql} from 'gatsby'
import {resultGuidanceOf, type HealthToolSafety} from '../../components/health/red-flag-wording'
import type {PhaseInfo} from './components/phase-cards'
import type {PhaseQuizProps} from './components/phase-quiz'
import type {QuizPhase} from './logic'

/** A phase as GraphQL gives it: the card's fields, with the slug still Sanity's object. */
type Phase = Omit<PhaseInfo, 'slug'> & {slug: {current: string}}

/** The quiz questions, the three phases (also shown by phase education) and the doctor guide link. */
export type PhaseQuizData = {
  quizQuestions: {
    nodes: Array<{
      _id: string
      questionId: string
      question: string
      options: Array<{value: string; label: string; phase: QuizPhase | null; resultNote: string | null}>
    }>
  }
  quizPhases: {nodes: Phase[]}
} & HealthToolSafety

/** @public Gatsby finds fragments by reading the file; no module imports it. */
export const phaseQuizFragment = graphql`
  fragment PhaseQuizData on Query {
    quizQuestions: allSanityPhaseQuizQuestion(sort: {sortOrder: ASC}) {
      nodes {
        _id
        questionId
        question
        options {
          value
          label
          phase
          resultNote
        }
      }
    }
    quizPhases: allSanityPhase(sort: {sortOrder: ASC}) {
      nodes {
        _id
        title
        emoji
        subtitle
        duration
        description
        characteristics
        recommendations
        slug {
          current
        }
      }
    }
    ...HealthToolSafety
  }
`

export const toPhaseQuizProps = (data: PhaseQuizData): PhaseQuizProps => ({
  questions: data.quizQuestions.nodes.map(({_id, questionId, question, options}) => ({
    _id,
    id: questionId,
    question,
    options,
  })),
  phases: data.quizPhases.nodes.map(({slug, ...phase}) => ({...phase, slug: slug.current})),
  ...resultGuidanceOf(data),
})
