import {PRICE_LABEL} from '../../lib/money'

/** The original words for the coach's daily stack. */
export const STACK_MESSAGES = {
  lockedText: (coach: string) =>
    `See ${coach}'s complete daily protocol: every supplement, dose, timing and the reason she takes it.`,
  lockedCta: (coach: string) => `Get ${coach}'s Protocol - ${PRICE_LABEL}`,
  backHome: 'Back to Home',
  columns: {morning: 'Morning Routine', evening: 'Evening Routine', flexible: 'Flexible Timing'},
  shop: (name: string) => `Check out ${name} here`,
  /** A "Morning & Evening" item's dose, in each of its two columns. */
  perTime: (dose: string) => `${dose} each time`,
  /** The day's total of a "Morning & Evening" item, shown once under the dose of each time. */
  dailyTotal: (dose: string) => `Daily total: ${dose}`,
  takenNote:
    'Mark the items you take yourself: they are kept on this device only, and your appointment summary in the tracker lists them with their doses and warnings.',
  loading: 'Loading the daily stack…',
  failed: 'We could not load the daily stack. Please reload the page; if it keeps happening, contact support.',
  importantTitle: 'Important Note',
  importantText:
    'This is what works for one woman, shared for information. Talk to your healthcare provider before starting any supplement, and check how each one fits with your medicines and health conditions.',
} as const
