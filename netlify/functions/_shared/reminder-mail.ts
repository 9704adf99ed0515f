import {createHmac, timingSafeEqual} from 'node:crypto'
import {ROUTES} from '../../../src/config/site'
import type {ReminderPayload} from '../../../src/features/reminders/logic'
import {requireEnv} from './env'
import {sendMail, type UnsubscribeLinks} from './mail'
import {deleteSubscription, readSubscription, isMailChannel, type MailChannelRecord} from './push-store'
import {reminderMailText} from './reminder-mail-text'
import {logError} from './log'

/**
 * Daily reminders by email (DECISIONS 39): the one-click unsubscribe of a mail channel (RFC 8058 headers via
 * mail.ts) and the send. A reminder-mail token names the channel, not the address: unsubscribing stops these
 * reminders (the channel and its reminders are deleted) without putting the address on the suppression list,
 * so she can opt in again later; the list's own tokens (email-list.ts) stay as they are.
 */

/** Tokens of reminder mail start with this, so /api/unsubscribe tells them from the list's tokens. */
export const REMINDER_TOKEN_PREFIX = 'rm.'

const signingKey = () =>
  createHmac('sha256', requireEnv('ACCESS_TOKEN_SECRET')).update('reminder-mail-unsubscribe-v1').digest()
const signature = (sub: string) => createHmac('sha256', signingKey()).update(sub).digest('base64url')

/** `rm.<channel key>.<signature>`: cannot be made up for another channel. */
export const reminderUnsubscribeToken = (sub: string) => `${REMINDER_TOKEN_PREFIX}${sub}.${signature(sub)}`

/** The channel key a token names, or null when it is malformed or not ours. */
export function verifyReminderUnsubscribeToken(token: string): string | null {
  if (!token.startsWith(REMINDER_TOKEN_PREFIX)) return null
  const [sub, mac] = token.slice(REMINDER_TOKEN_PREFIX.length).split('.')
  if (!/^[0-9a-f]{32}$/.test(sub ?? '') || !mac) return null
  const expected = Buffer.from(signature(sub))
  const given = Buffer.from(mac)
  return expected.length === given.length && timingSafeEqual(expected, given) ? sub : null
}

const siteUrl = () => requireEnv('SITE_URL').replace(/\/$/, '')

export function reminderUnsubscribeLinks(sub: string): UnsubscribeLinks {
  const token = encodeURIComponent(reminderUnsubscribeToken(sub))
  return {
    oneClickUrl: `${siteUrl()}/api/unsubscribe?token=${token}`,
    pageUrl: `${siteUrl()}${ROUTES.unsubscribe}?token=${token}`,
  }
}

/**
 * Stops the reminder mail of a token's channel: deletes it with its reminders. Again: nothing changes. Null for
 * an invalid token.
 */
export async function unsubscribeReminderMail(token: string): Promise<{alreadyUnsubscribed: boolean} | null> {
  const sub = verifyReminderUnsubscribeToken(token)
  if (!sub) return null
  const channel = await readSubscription(sub)
  if (!channel || !isMailChannel(channel)) return {alreadyUnsubscribed: true}
  await deleteSubscription(sub)
  return {alreadyUnsubscribed: false}
}

/**
 * One reminder (or the test) to a mail channel: 'sent' once the mail is handed over; a failed hand-over is
 * retried by the scheduler like a failed push.
 */
export async function sendReminderMail(
  sub: string,
  channel: MailChannelRecord,
  payload: ReminderPayload,
  subject?: string,
): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const mail = reminderMailText(payload, siteUrl())
    const result = await sendMail({
      to: channel.email,
      subject: subject ?? mail.subject,
      text: mail.text,
      unsubscribe: reminderUnsubscribeLinks(sub),
    })
    // An address that unsubscribed from all our mail gets none: the channel goes, as a dropped push subscription.
    return result.via === 'suppressed' ? 'gone' : 'sent'
  } catch (error) {
    logError('Reminder mail failed; retrying on the next run', error)
    return 'failed'
  }
}
