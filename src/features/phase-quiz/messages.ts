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
  // DECISIONS 45: the headlines and notes of the staging edges (references in docs/health-rules.md).
  notInTransitionTitle: 'Your answers do not suggest the menopause transition',
  notInTransitionText:
    'Regular periods with no symptoms are the reproductive stage, before the menopause transition begins (STRAW+10). If your periods start to change, or symptoms such as hot flashes, night sweats or poor sleep begin, take the quiz again, and talk to your healthcare provider about anything that worries you.',
  insufficiencyTitle: 'Please see your doctor about these changes before 40',
  insufficiencyStage: 'Changes before 40: to be checked for premature ovarian insufficiency',
  notInTransitionStage: 'Not in the menopause transition',
  surgicalStage: 'Surgical menopause',
  surgicalTitle: 'You have had a surgical menopause',
  lateTransition:
    'Periods months apart, or no period for 60 days or more, is the late stage of the transition (STRAW+10). Menopause is confirmed only once you have gone 12 months without a period.',
  contraceptionTitle: 'Contraception',
  contraception:
    'Pregnancy is still possible. If you do not want to become pregnant, keep using contraception until you have had no period for 12 months if you are 50 or over, or for 24 months if you are under 50 (Faculty of Sexual and Reproductive Healthcare). Your healthcare provider can tell you when it is safe to stop.',
  hrtBleedingTitle: 'If you take HRT',
  hrtBleeding: 'I take HRT, and I have had bleeding I did not expect',
  contraceptionWithHormones:
    'Hormonal contraception can hide when your periods stop, and HRT is not a contraceptive. If you do not want to become pregnant, ask your healthcare provider when it is safe to stop contraception.',
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
