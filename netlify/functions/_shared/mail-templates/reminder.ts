import type {ReminderPayload} from '../../../../src/lib/reminders/logic'
import {reminderTargetLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** The words of the daily reminder email (DECISIONS 39). The sender adds the one-click unsubscribe (mail.ts). */
export const REMINDER_MAIL_TEXT = {
  subject: (title: string) => `Reminder: ${title}`,
  testSubject: 'Test reminder: your daily reminders reach this address',
  testTitle: 'Test reminder',
  testBody: 'Your wellness reminders by email are working. Each reminder you turned on arrives once a day at its time.',
  open: 'Open it here:',
  why: 'You get this email because you turned on daily reminders by email on the Menopause Mastery Toolkit reminders page.',
  notAdvice: 'Reminders are not medical advice.',
}

/** One reminder (or the test, with its own subject): its body, where it leads, and why it came. */
export function reminderMail(payload: ReminderPayload, {test = false}: {test?: boolean} = {}): RenderedMail {
  return renderMail(test ? REMINDER_MAIL_TEXT.testSubject : REMINDER_MAIL_TEXT.subject(payload.title), [
    [payload.title],
    [payload.body],
    [[REMINDER_MAIL_TEXT.open, link(reminderTargetLink(payload.url), 'Open the toolkit')]],
    [REMINDER_MAIL_TEXT.why, REMINDER_MAIL_TEXT.notAdvice],
  ])
}
