import {PRICE_LABEL} from '../../lib/money'

/** "hot flashes", "hot flashes and sleep issues", "a, b and c" (symptom names in lower case). */
const listOf = (names: string[]) => {
  const lower = names.map((name) => name.toLowerCase())
  return lower.length <= 1 ? lower.join('') : `${lower.slice(0, -1).join(', ')} and ${lower[lower.length - 1]}`
}

/** The original words for the symptom assessment. */
export const ASSESSMENT_MESSAGES = {
  heading: 'What are you experiencing most right now?',
  intro:
    'Choose your symptoms, rate how much they affect you, and get matching natural options to discuss with your healthcare provider.',
  stepNames: ['Symptoms', 'Severity', 'Results', 'Complete'],
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  progressLabel: 'Assessment progress',
  symptomsLegend: 'Which symptoms are you experiencing? Choose all that apply.',
  // The list is one Tab stop (docs/accessibility.md): said where a keyboard user meets it.
  symptomsKeys: 'With a keyboard: the arrow keys move between symptoms, Space ticks one, Tab goes on to Continue.',
  continue: 'Continue',
  back: 'Back',
  severityLegend: 'How much does each symptom affect you?',
  severityScale: ['Mild', '', '', '', 'Severe'],
  getRecommendations: 'Get My Recommendations',
  resultsHeading: 'Your Recommendations',
  resultsEmpty:
    'None of the remedy profiles matches these symptoms yet. The toolkit and your healthcare provider can help you explore options.',
  emailLabel: 'Email (optional)',
  emailHelp: 'Leave your email if you would like to hear from us about your results.',
  complete: 'Complete Assessment',
  completeHeading: 'Assessment Complete!',
  completeText:
    'Thank you for completing the assessment. Take your results to your next appointment to talk them through with your healthcare provider.',
  getToolkit: `Get Complete Toolkit - ${PRICE_LABEL}`,
  again: 'Take Another Assessment',
  explore: 'Explore More Remedies',
  print: 'Print my results',
  summaryHeading: 'Your Results',
  summarySymptoms: 'Your symptoms and how much they affect you',
  notRated: 'not rated',
  rated: (level: number) => `${level} of 5`,
  successTitle: 'Assessment Complete!',
  successText: 'Your personalized recommendations are ready.',
  errorTitle: 'Error',
  errorText: 'Failed to save assessment. Please try again.',
  resumeTitle: 'Continue Your Assessment?',
  resumeText: 'You have an assessment in progress. Would you like to pick up where you left off?',
  resumeContinue: 'Continue',
  resumeFresh: 'Start Fresh',
  corruptProgress: 'Removing unreadable saved assessment progress',
  personalisedHeading: 'Personalised for You',
  topPriority: 'Top Priority',
  // DECISIONS 36: a reason says only what the remedy's profile says of the visitor's symptoms.
  reasonStrong: (symptoms: string[]) => `For your ${listOf(symptoms)}: its profile shows at least moderate evidence`,
  reasonWeak: (symptoms: string[]) => `For your ${listOf(symptoms)}: the evidence is limited or mixed, see its profile`,
  // DECISIONS 46: where no remedy fits, or every symptom raised a red flag, the card sends her to her clinician.
  clinicianHeading: 'Talk to your clinician about these symptoms',
  clinicianText:
    'None of the remedies in this toolkit is the right first step for the symptoms you chose, so we are not suggesting one. A doctor, nurse or pharmacist can look at what is behind them and what treats them.',
  // What a guideline recommends, for the symptoms no profile covers (references in docs/health-rules.md).
  guidelineHelp: {
    'vaginal-dryness':
      'Vaginal dryness: vaginal moisturisers and lubricants help, and low-dose vaginal estrogen is an effective treatment to ask about (NICE NG23).',
    urinary:
      'Urinary changes: have them checked; when they come from menopause, low-dose vaginal estrogen can help (NICE NG23).',
  } as Record<string, string>,
  healthNote:
    'Talk to your healthcare provider before starting any supplement, especially if you take medication, are pregnant or have a health condition.',
  lockedTitle: 'Unlock the Symptom Assessment',
  lockedText:
    'Check your symptoms, rate their severity and get matching natural remedies, included in the complete toolkit.',
  lockedCta: `Unlock Your Assessment - ${PRICE_LABEL}`,
  loading: 'Loading the assessment…',
  storedText: (count: number) =>
    `Your answers${count > 1 ? ` from ${count} assessments are` : ' are'} stored on our server (see our privacy policy for how long). You can delete them now.`,
  deleteStored: 'Delete my saved answers',
  deletedTitle: 'Answers deleted',
  deletedText: 'Your assessment answers have been deleted from our server.',
  deleteFailed: 'We could not delete your answers. Please try again.',
} as const
