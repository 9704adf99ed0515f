import {PRICE_LABEL} from '../../lib/money'

/** The original fixed words of the guide sections: phase education, sleep and emotional wellness. */
export const GUIDES_MESSAGES = {
  phasesTitle: 'Understanding the Phases of Menopause',
  phasesIntro:
    'Menopause is a transition in three stages. Knowing where you are helps you understand what your body is doing.',
  remember:
    "Remember: every woman's journey is different. Symptoms, timing and what helps vary widely, so use these phases as a guide and talk to your healthcare provider about your own experience.",
  rememberTitle: 'Remember',
  sleepCta: `Unlock the Sleep Guide - ${PRICE_LABEL}`,
  sleepTips: 'Sleep Strategies',
  sleepStats: 'Sleep and Menopause',
  sleepConsult: 'When to Consult Your Healthcare Provider',
  sleepChallenges: 'What is your biggest sleep challenge?',
  wellnessExperiences: 'Common Emotional Experiences',
  wellnessStrategies: 'Strategies Inside the Toolkit',
  unlockCategory: (title: string) => `Unlock ${title}`,
  sleepMember: 'Open the sleep guide in my toolkit',
  wellnessMember: 'Open these strategies in my toolkit',
  saveFavorite: (name: string) => `Save ${name} to favorites`,
} as const
