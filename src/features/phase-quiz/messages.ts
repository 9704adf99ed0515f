import {PRICE_LABEL} from '../../lib/money'

/** The original words for the phase quiz. */
export const QUIZ_MESSAGES = {
  heading: 'What Phase Are You In?',
  intro: 'Answer three quick questions to find out which stage of the menopause transition you are most likely in.',
  questionOf: (n: number, total: number) => `Question ${n} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  results: 'Get My Results',
  resultTitle: (title: string) => `You're likely in ${title}`,
  characteristics: 'Key Characteristics',
  recommendations: 'Recommendations',
  retake: 'Retake Quiz',
  takeAssessment: 'Take Symptom Assessment',
  resultNote:
    'This quiz is a guide, not a diagnosis. Talk to your healthcare provider about your symptoms and options.',
  lockedTitle: 'Unlock the Phase Quiz',
  // DECISIONS 3: the preview states the real number of questions.
  lockedText: (count: number) =>
    `Our ${count}-question quiz shows which phase you are most likely in, with what to expect and what helps.`,
  lockedCta: `Get Your Toolkit - ${PRICE_LABEL}`,
  loading: 'Loading the quiz…',
} as const
