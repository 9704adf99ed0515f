import type {RedFlagWording} from '../../src/lib/health/red-flags'

/** Test wording of the red-flag card: each message names its rule so tests can find it. */
export const RED_FLAG_WORDING: RedFlagWording = {
  heading: 'Please check this with a doctor first',
  intro: 'Some answers are worth talking through with a clinician.',
  crisisText: 'Call or text 988 if you feel unsafe.',
  crisisPhone: '988',
  earlyMenopause: {title: 'Period changes or menopause symptoms before 40', text: 'See your doctor.'},
  palpitations: {title: 'Strong heart palpitations', text: 'See your doctor.'},
  mood: {title: 'Strong depression or anxiety', text: 'Talk to your doctor.'},
  bleedingAfterMenopause: {title: 'Bleeding after menopause', text: 'See your doctor promptly.'},
  bleedingOnHrt: {title: 'Unexpected bleeding on HRT', text: 'Tell the clinician who prescribes it.'},
  heavyBleeding: {title: 'Heavy or prolonged bleeding', text: 'See your doctor.'},
  severeHeadache: {title: 'A new or severe headache', text: 'Call your emergency number for a sudden, severe one.'},
  earlyMenopause40to44: {title: 'Periods stopping at 40 to 44', text: 'See your doctor.'},
  hotFlashOptions: {
    title: 'Treatments for hot flashes to ask about',
    text: 'Hormone therapy and nonhormonal treatments.',
  },
}
