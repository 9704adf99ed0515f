import {PRICE_LABEL} from '../../lib/money'

/** The original words for the /toolkit page frame. */
export const TOOLKIT_MESSAGES = {
  seoTitle: 'Complete Toolkit',
  seoDescription:
    'The complete Menopause Mastery Toolkit: natural remedies database, daily supplement stack, symptom tracking and more.',
  back: '← Back to Home',
  heroTitle: 'Your Complete Menopause Mastery Toolkit',
  heroText:
    'Every tool in one place: check your symptoms, learn your phase, explore natural remedies with honest evidence ratings and track how you feel.',
  navLabel: 'Toolkit sections',
  sections: [
    {id: 'symptom-checker', label: 'Symptom Checker'},
    {id: 'phase-quiz', label: 'Phase Quiz'},
    {id: 'remedies', label: 'Remedies'},
    {id: 'amy-stack', label: 'Daily Stack'},
    {id: 'tracking', label: 'Tracking'},
    {id: 'phases', label: 'Phases'},
    {id: 'sleep', label: 'Sleep'},
    {id: 'wellness', label: 'Wellness'},
    {id: 'resources', label: 'Resources'},
  ],
  reminders: 'Daily Reminders',
  favorites: 'Favorites',
  marketingTitle: 'Everything You Need in One Toolkit',
  marketingCta: `Get Your Toolkit Now - ${PRICE_LABEL}`,
  resourcesTitle: 'Premium Resources',
  resourcesIntro: 'Guides and strategies included with the complete toolkit.',
  locked: 'Included in the complete toolkit',
  unlockCta: `Get Complete Toolkit - ${PRICE_LABEL}`,
  closingTitle: 'Ready to Feel Like Yourself Again?',
  closingText:
    'Take the assessment to see which symptoms matter most for you, then explore the natural options that match them.',
  closingCta: 'Start Your Personal Assessment',
  // DECISIONS 34: with access, the page helps her use what she has instead of selling it again.
  today: 'Today',
  todayTitle: "Today's check-in",
  memberResourcesTitle: 'Find It in Your Toolkit',
  memberResourcesIntro: 'Each guide below opens the part of your toolkit that covers it.',
  open: 'Open',
  memberClosingTitle: 'Come Back Every Day',
  memberClosingText:
    'A quick daily check-in shows what is changing and what helps. Bring your summary to your next appointment.',
  memberClosingCta: "Go to today's check-in",
} as const
