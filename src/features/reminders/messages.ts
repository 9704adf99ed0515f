import {PRICE_LABEL} from '../../lib/money'

/** The original words for the reminders page and its toasts. */
export const MESSAGES = {
  heroTitle: 'Daily Wellness Reminders',
  heroIntro:
    'Gentle nudges for your symptom check-ins, supplements and moments of calm, on your phone or computer, at the times you choose.',
  locked: {
    title: 'Daily Reminders Are Part of the Toolkit',
    text: 'Purchasers can turn on daily push reminders for check-ins, supplements, mindfulness breaks and evening reflection, and add their own.',
    unlock: `Unlock Daily Reminders - ${PRICE_LABEL}`,
    home: 'Back to Home',
  },
  unsupported: {
    title: 'Push Notifications Not Supported',
    text: 'This browser cannot show push notifications. Please try Chrome, Firefox or Safari.',
    ios: 'On an iPhone or iPad, first add this site to your Home Screen (Share → Add to Home Screen), then open it from there.',
  },
  enable: {
    title: 'Turn On Wellness Reminders',
    text: 'Allow notifications so your reminders can reach you, even when this page is closed.',
    button: 'Enable Notifications',
  },
  unavailable: {
    title: "Reminders Can't Reach This Browser Yet",
    text: 'Notifications are allowed, but we could not set up reminder delivery for this browser, so no reminder would arrive. Check your connection and try again, or use another browser.',
    retry: 'Try Again',
  },
  blocked: {
    title: 'Notifications Blocked',
    text: 'Notifications are blocked for this site. Allow them in your browser settings, then reload this page to set up your reminders.',
    steps: [
      'Chrome or Edge: click the icon left of the address, open Site settings, and set Notifications to Allow.',
      'Firefox: click the icon left of the address and remove the block on notifications.',
      'Safari on a Mac: Safari → Settings → Websites → Notifications, and allow this site.',
      'iPhone or iPad: add this site to your Home Screen, open it from there, and allow notifications when asked.',
    ],
  },
  manager: {
    title: 'Your Reminders',
    enableLabel: (title: string) => `Enable ${title}`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete ${title}`,
    test: 'Send a Test Reminder',
    turnOff: 'Turn Off Notifications',
    turnOffNote: 'Turning notifications off deletes this browser’s subscription and all its reminders from our server.',
    addTitle: 'Add a Custom Reminder',
    time: 'Time',
    titleField: 'Title',
    body: 'Message (optional)',
    add: 'Add Reminder',
    note: 'Reminders are not medical advice. Talk to your healthcare provider before starting or changing supplements.',
  },
  /** DECISIONS 39: daily reminder emails where push cannot reach. */
  mail: {
    title: 'Get Your Reminders by Email Instead',
    text: 'We can email each reminder you turn on once a day, at its time in your own time zone. Every email has a one-click unsubscribe link.',
    emailLabel: 'Your email address',
    button: 'Send My Reminders by Email',
    sentTo: (email: string) => `Your reminders are sent by email to ${email}, at your local time.`,
    turnOff: 'Turn Off Reminder Emails',
    turnOffNote: 'Turning reminder emails off deletes your address and all its reminders from our server.',
    /** See DECISIONS 39. Double opt-in. "On" only once the server has the address confirmed. */
    pendingTitle: 'Check Your Inbox to Confirm',
    pendingText: (email: string) =>
      `We sent a confirmation link to ${email}. Follow it to turn your reminder emails on: nothing is sent to this address before you confirm it.`,
    pendingRecheck: 'I Have Confirmed My Address',
    pendingAnother: 'Use Another Address',
  },
  why: {
    title: 'Why Daily Reminders Matter',
    benefits: [
      {
        title: 'Build Consistent Habits',
        text: 'Small daily steps, like taking supplements at the same time, are easier to keep when something reminds you.',
      },
      {
        title: 'See Your Patterns',
        text: 'Regular check-ins give you and your healthcare provider a clearer picture of how your symptoms change.',
      },
      {
        title: 'Make Time for Yourself',
        text: 'A short pause to breathe and reflect is easy to skip on a busy day. A reminder protects that moment.',
      },
    ],
  },
  cta: {
    title: 'Get the Complete Toolkit',
    text: 'Reminders, symptom tracking, the remedies database and the daily stack, for a one-time price.',
    button: `Get Complete Toolkit - ${PRICE_LABEL}`,
  },
  toasts: {
    enabled: {
      title: 'Notifications Enabled!',
      description: "You'll now receive wellness reminders to support your menopause journey.",
    },
    unavailable: {
      title: 'Reminders Not Set Up',
      description: 'Notifications are allowed, but reminder delivery could not be set up for this browser.',
    },
    permission: {
      title: 'Permission Required',
      description: 'Please enable notifications in your browser settings to receive wellness reminders.',
    },
    scheduled: (title: string, time: string) => ({title: 'Reminder Scheduled', description: `${title} at ${time}`}),
    disabled: {title: 'Reminder Disabled'},
    added: {title: 'Custom Reminder Added'},
    deleted: {title: 'Reminder Deleted', description: 'Custom reminder has been removed'},
    missing: {
      title: 'Missing Information',
      description: 'Please provide both time and title for your custom reminder.',
    },
    scheduleFailed: (detail: string) => ({title: 'Error', description: detail}),
    mailOn: {
      title: 'Reminder Emails On',
      description: 'Turn on the reminders you want below; each arrives once a day at its time.',
    },
    mailFailed: (detail: string) => ({title: 'Reminder Emails Not Set Up', description: detail}),
    mailPending: {title: 'Check Your Inbox', description: 'Follow the link we emailed you to confirm your address.'},
    mailStillPending: {
      title: 'Not Confirmed Yet',
      description: 'Your address is not confirmed yet. Follow the link in the email we sent you, then try again.',
    },
    testSent: (via: 'push' | 'mail') => ({
      title: 'Test Reminder Sent',
      description: via === 'mail' ? 'Check your inbox in a minute.' : 'It should appear on this device in a moment.',
    }),
    testFailed: (detail: string) => ({title: 'Test Reminder Not Sent', description: detail}),
  },
} as const

/** See DECISIONS 39. The page the confirmation link of a reminder address opens. */
export const CONFIRM_MESSAGES = {
  seoTitle: 'Confirm Reminder Emails',
  title: 'Confirm Your Reminder Emails',
  working: 'Confirming your address…',
  confirmed:
    'Your address is confirmed: your reminder emails are on. Each reminder you turn on arrives once a day at its time.',
  expired: 'This confirmation link has expired. Ask for reminder emails again on the reminders page to get a new one.',
  used: 'This confirmation link was already used, or a newer one replaced it. Open the reminders page to see whether your reminder emails are on.',
  invalid:
    'This confirmation link is not valid. Please use the link in your latest email, or ask for reminder emails again.',
  failed: 'We could not confirm your address just now. Please try the link again in a minute.',
  reminders: 'Go to Your Reminders',
} as const
