import {PRICE_LABEL} from '../../lib/money'

/** The original words for the urgency pop-up, countdown and usage counter. */
export const ENGAGEMENT_MESSAGES = {
  urgencyTitle: 'Still thinking it over?',
  // DECISIONS 38: the value of the parts, never "normally".
  urgencyText: (claimedValue: number) =>
    `Get the complete Menopause Mastery Toolkit for ${PRICE_LABEL}: seven parts valued together at $${claimedValue}. One payment, lifetime access.`,
  urgencyLater: 'Maybe Later',
  urgencyGet: 'Get Toolkit',
  urgencyClose: 'Close',
  countdownLabel: 'Offer ends in',
  countdownUnits: {days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds'},
  usageCounter: (count: number) => `${count} women have used these tools this month`,
} as const
