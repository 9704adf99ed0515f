/** The original words for the exit-intent pop-up. */
export const EXIT_INTENT_MESSAGES = {
  title: 'Wait! Before You Go…',
  description:
    'Get the free Menopause Survival Guide: practical first steps for hot flashes, sleep and mood, sent to your inbox.',
  email: 'Email Address',
  placeholder: 'you@example.com',
  submit: 'Send Me the Free Guide',
  close: 'Close',
  sending: 'Sending...',
  privacy: 'We only use your email to send the guide and occasional toolkit news. Unsubscribe any time.',
  successTitle: 'Success!',
  successText: 'Check your email for your free Menopause Survival Guide!',
  errorTitle: 'Error',
  errorText: 'Something went wrong. Please try again.',
} as const

/** The landing page's inline offer of the same guide. */
export const GUIDE_OFFER_MESSAGES = {
  title: 'Free: The Menopause Survival Guide',
  description: 'Practical first steps for hot flashes, sleep and mood, sent to your inbox. No purchase needed.',
  sent: 'Check your email for your free Menopause Survival Guide!',
} as const
