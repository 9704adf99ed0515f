import {createHmac} from 'node:crypto'
import {sameText} from './same-text'
import {milliseconds} from 'date-fns/milliseconds'
import {REMINDER_MAIL_CONFIRM_HOURS} from '../../../src/config/retention'
import type {ReminderPayload} from '../../../src/lib/reminders/logic'
import {contextTickets} from './context-tickets'
import {contextKey} from './keys'
import {sendMail, type UnsubscribeLinks} from './mail'
import {reminderConfirmMail} from './mail-templates/reminder-confirm'
import {reminderMail} from './mail-templates/reminder'
import {confirmMailChannel, declineMailRequest} from './push-store/mail-channels'
import {currentChannelKey} from './push-store/mail-channel-keys'
import {deleteSubscription} from './push-store/subscriptions'
import {isConfirmedMailChannel, isMailChannel, type MailChannelRecord} from './push-store/records'
import {readSubscription} from './push-store/keys'
import {unsubscribeLinksFor} from './site-links'
import {logError} from './log'

/**
 * Daily reminders by email (DECISIONS 39): the one-click unsubscribe of a mail channel (RFC 8058 headers via
 * mail.ts) and the send. A reminder-mail token names the channel, not the address: unsubscribing stops these
 * reminders (the channel and its reminders are deleted) without putting the address on the suppression list,
 * so she can opt in again later; the list's own tokens (email-list.ts) stay as they are.
 */

/** Tokens of reminder mail start with this, so /api/unsubscribe tells them from the list's tokens. */
export const REMINDER_TOKEN_PREFIX = 'rm.'

/** Its own key per deploy context (keys.ts, DECISIONS 49): a preview's link never stops production's reminders. */
const signature = (purpose: 'reminder-unsubscribe-link' | 'reminder-mail-not-me', text: string) =>
  createHmac('sha256', contextKey(purpose)).update(text).digest('base64url')

/** `rm.<channel key>.<signature>`: cannot be made up for another channel. */
export const reminderUnsubscribeToken = (sub: string) =>
  `${REMINDER_TOKEN_PREFIX}${sub}.${signature('reminder-unsubscribe-link', sub)}`

/** The channel key a token names, or null when it is malformed or not ours. */
export function verifyReminderUnsubscribeToken(token: string): string | null {
  if (!token.startsWith(REMINDER_TOKEN_PREFIX)) return null
  const [sub, mac] = token.slice(REMINDER_TOKEN_PREFIX.length).split('.')
  if (!/^[0-9a-f]{32}$/.test(sub ?? '') || !mac) return null
  return sameText(signature('reminder-unsubscribe-link', sub), mac) ? sub : null
}

export const reminderUnsubscribeLinks = (sub: string): UnsubscribeLinks =>
  unsubscribeLinksFor(reminderUnsubscribeToken(sub))

/**
 * Stops the reminder mail of a token's channel: deletes it with its reminders. Again: nothing changes. Null for
 * an invalid token.
 */
export async function unsubscribeReminderMail(token: string): Promise<{alreadyUnsubscribed: boolean} | null> {
  const named = verifyReminderUnsubscribeToken(token)
  if (!named) return null
  const sub = await currentChannelKey(named)
  const channel = await readSubscription(sub)
  if (!channel || !isMailChannel(channel)) return {alreadyUnsubscribed: true}
  await deleteSubscription(sub)
  return {alreadyUnsubscribed: false}
}

/**
 * One reminder (or the test) to a mail channel: 'sent' once the mail is handed over, or kept in the mail outbox for
 * a reminder (its `occurrence` given) the SMTP server could not take; a test that could not be sent, or a reminder the
 * outbox could not keep, is 'failed' and retried by the scheduler like a failed push. A channel still waiting for its confirmation (double opt-in,
 * DECISIONS 39) gets nothing: 'skipped'.
 */
export async function sendReminderMail(
  sub: string,
  channel: MailChannelRecord,
  payload: ReminderPayload,
  {test = false, occurrence}: {test?: boolean; occurrence?: Date} = {},
): Promise<'sent' | 'skipped' | 'gone' | 'failed'> {
  if (!isConfirmedMailChannel(channel)) return 'skipped'
  try {
    const result = await sendMail(
      {to: channel.email, ...reminderMail(payload, {test}), unsubscribe: reminderUnsubscribeLinks(sub)},
      // A test is asked for in the page she is on: it fails to her now (QUEUED_MAIL_KINDS). A reminder waits in the
      // outbox, one per reminder and occurrence, so no later run of the scheduler sends it a second time.
      test || !occurrence
        ? {}
        : {queue: {kind: 'reminder', key: `reminder:${sub}:${payload.tag}:${occurrence.toISOString()}`}},
    )
    // An address that unsubscribed from all our mail gets none: the channel goes, as a dropped push subscription.
    return result.via === 'suppressed' ? 'gone' : 'sent'
  } catch (error) {
    logError('Reminder mail failed; retrying on the next run', error)
    return 'failed'
  }
}

// ── Double opt-in (DECISIONS 39) ──────────────────────────────────────────────────────────────────────

/** Its own key per deploy context (context-tickets.ts): a confirmation link never verifies as anything else, nor elsewhere. */
const confirmTickets = contextTickets('reminder-mail-confirm', {
  issuer: 'menopause-mastery-toolkit/reminder-mail-confirm',
  lifetimeSeconds: milliseconds({hours: REMINDER_MAIL_CONFIRM_HOURS}) / 1000,
  read: ({sub, n}) => (typeof sub === 'string' && typeof n === 'string' ? {sub, n} : null),
})

/** Tokens of "this wasn't me" start with this, so /api/unsubscribe tells them from the others. */
export const NOT_ME_TOKEN_PREFIX = 'nm.'

/** `nm.<channel key>.<nonce>.<signature>`: answers one confirmation mail; cannot be made up for another. */
const notMeToken = (sub: string, nonce: string) =>
  `${NOT_ME_TOKEN_PREFIX}${sub}.${nonce}.${signature('reminder-mail-not-me', `${sub}.${nonce}`)}`

/**
 * "This wasn't me" (DECISIONS 47): drops the request the confirmation mail was sent for and stops confirmation
 * mail to the address for a while; doing it again changes nothing more. Null for an invalid token.
 */
export async function declineReminderMail(
  token: string,
  now = new Date(),
): Promise<{alreadyUnsubscribed: boolean} | null> {
  if (!token.startsWith(NOT_ME_TOKEN_PREFIX)) return null
  const [sub, nonce, mac] = token.slice(NOT_ME_TOKEN_PREFIX.length).split('.')
  if (!/^[0-9a-f]{32}$/.test(sub ?? '') || !nonce || !mac) return null
  if (!sameText(signature('reminder-mail-not-me', `${sub}.${nonce}`), mac)) return null
  return {alreadyUnsubscribed: !(await declineMailRequest(await currentChannelKey(sub), nonce, now))}
}

/**
 * Mails the confirmation link of a pending request (the address must confirm before any reminder reaches it),
 * with a one-click "this wasn't me" (also as the mail's List-Unsubscribe).
 */
export async function sendReminderConfirmation(email: string, sub: string, nonce: string, now = new Date()) {
  const notMe = unsubscribeLinksFor(notMeToken(sub, nonce))
  await sendMail(
    {
      to: email,
      ...reminderConfirmMail({token: await confirmTickets.sign({sub, n: nonce}, now), notMeUrl: notMe.pageUrl}),
      unsubscribe: notMe,
    },
    {queue: {kind: 'reminder-confirmation', key: `reminder-confirmation:${sub}:${nonce}`}},
  )
}

export type ConfirmOutcome = 'confirmed' | 'used' | 'gone' | 'expired' | 'invalid'

/** Follows a confirmation link: confirms its channel once; any other outcome changes nothing. */
export async function confirmReminderMail(token: string, now = new Date()): Promise<ConfirmOutcome> {
  const check = await confirmTickets.check(token, now)
  if (check.reason) return check.reason
  return confirmMailChannel(await currentChannelKey(check.claims.sub), check.claims.n, now)
}
