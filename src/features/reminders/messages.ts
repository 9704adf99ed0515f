import {PRICE_LABEL} from '../../config/site'

/** The spec's words for the reminders page and its toasts. */
export const MESSAGES = {
  heroTitle: 'Daily Wellness Reminders',
  heroIntro: 'Gentle nudges for your symptom check-ins, supplements and moments of calm, on your phone or computer, at the times you choose.',
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
  blocked: {
    title: 'Notifications Blocked',
    text: 'Notifications are blocked for this site. Allow them in your browser settings, then reload this page to set up your reminders.',
  },
  manager: {
    title: 'Your Reminders',
    enableLabel: (title: string) => `Enable ${title}`,
    delete: 'Delete',
    deleteLabel: (title: string) => `Delete ${title}`,
    test: 'Send Test Notification',
    turnOff: 'Turn Off Notifications',
    turnOffNote: 'Turning notifications off deletes this browser’s subscription and all its reminders from our server.',
    addTitle: 'Add a Custom Reminder',
    time: 'Time',
    titleField: 'Title',
    body: 'Message (optional)',
    add: 'Add Reminder',
    note: 'Reminders are not medical advice. Talk to your healthcare provider before starting or changing supplements.',
  },
  why: {
    title: 'Why Daily Reminders Matter',
    benefits: [
      {title: 'Build Consistent Habits', text: 'Small daily steps, like taking supplements at the same time, are easier to keep when something reminds you.'},
      {title: 'See Your Patterns', text: 'Regular check-ins give you and your healthcare provider a clearer picture of how your symptoms change.'},
      {title: 'Make Time for Yourself', text: 'A short pause to breathe and reflect is easy to skip on a busy day. A reminder protects that moment.'},
    ],
  },
  cta: {title: 'Get the Complete Toolkit', text: 'Reminders, symptom tracking, the remedies database and the daily stack, for a one-time price.', button: `Get Complete Toolkit - ${PRICE_LABEL}`},
  test: {title: 'Test Notification', body: 'Your wellness reminders are working.'},
  toasts: {
    enabled: {title: 'Notifications Enabled!', description: "You'll now receive wellness reminders to support your menopause journey."},
    permission: {title: 'Permission Required', description: 'Please enable notifications in your browser settings to receive wellness reminders.'},
    scheduled: (title: string, time: string) => ({title: 'Reminder Scheduled', description: `${title} at ${time}`}),
    disabled: {title: 'Reminder Disabled'},
    added: {title: 'Custom Reminder Added'},
    deleted: {title: 'Reminder Deleted', description: 'Custom reminder has been removed'},
    missing: {title: 'Missing Information', description: 'Please provide both time and title for your custom reminder.'},
    scheduleFailed: (detail: string) => ({title: 'Error', description: detail}),
  },
} as const
