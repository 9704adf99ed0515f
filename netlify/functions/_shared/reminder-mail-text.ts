import type {ReminderPayload} from '../../../src/features/reminders/logic'

/**
 * The words of the daily reminder email (DECISIONS 39), on their own so the mail templates can move them as a
 * whole. The sender adds the one-click unsubscribe footer and headers (mail.ts).
 */
export const REMINDER_MAIL_TEXT = {
  subject: (title: string) => `Reminder: ${title}`,
  testSubject: 'Test reminder: your daily reminders reach this address',
  testTitle: 'Test reminder',
  testBody: 'Your wellness reminders by email are working. Each reminder you turned on arrives once a day at its time.',
  open: 'Open it here:',
  why: 'You get this email because you turned on daily reminders by email on the Menopause Mastery Toolkit reminders page.',
  notAdvice: 'Reminders are not medical advice.',
}

/** The reminder's text: its body, where it leads, and why it came. */
export function reminderMailText(payload: ReminderPayload, siteUrl: string): {subject: string; text: string} {
  return {
    subject: REMINDER_MAIL_TEXT.subject(payload.title),
    text: [
      payload.title,
      '',
      payload.body,
      '',
      `${REMINDER_MAIL_TEXT.open} ${siteUrl}${payload.url}`,
      '',
      REMINDER_MAIL_TEXT.why,
      REMINDER_MAIL_TEXT.notAdvice,
    ].join('\n'),
  }
}
