import type {RedFlagWording} from '../../src/lib/health/red-flags'

/** Test wording of the red-flag card: each message names its rule so tests can find it. */
export const RED_FLAG_WORDING: RedFlagWording = {
  heading: 'Please check this with a doctor first',
  intro: 'Some answers are worth talking through with a clinician.',
  crisisText: 'Call or text 988 if you feel unsafe.',
  crisisPhone: '988',
  earlyMenopause: {title: 'Periods stopping before 40', text: 'See your doctor.'},
  palpitations: {title: 'Strong heart palpitations', text: 'See your doctor.'},
  mood: {title: 'Strong depression or anxiety', text: 'Talk to your doctor.'},
  bleedingAfterMenopause: {title: 'Bleeding after menopause', text: 'See your doctor promptly.'},
}
