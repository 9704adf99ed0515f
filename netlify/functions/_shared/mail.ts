import {randomUUID} from 'node:crypto'
import {z} from 'zod'
import {recordStore, STORES} from './blobs'
import {isDemoMode, MissingConfigError, optionalEnv, requireEnv} from './env'
import {logError} from './log'
import {link, withFooter} from './mail-templates/layout'
import {enqueueMail, outboxHolds, outboxId, type OutboxQueueKey} from './mail-outbox'
import {transmit, type Envelope} from './mail-transport'
import {isSuppressed} from './suppression'

/**
 * Where a recipient stops mail (DECISIONS 28): `oneClickUrl` takes the RFC 8058 one-click POST of mail
 * clients, `pageUrl` is the link in the text. Every mail that is not a receipt or a mail the recipient asked
 * for this moment sets it; receipts leave it out.
 */
export type UnsubscribeLinks = {oneClickUrl: string; pageUrl: string}
/**
 * `transactional`: a receipt, or a one-time link or notice the recipient's own action calls for right now
 * (purchase receipt, refund confirmation, tracker-key recovery, the coach's sign-in link and contact
 * messages). Every other mail is checked against the suppression list and not sent to an unsubscribed address.
 */
export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  unsubscribe?: UnsubscribeLinks
  transactional?: boolean
}
const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
  id: z.string(),
  from: z.string(),
  createdAt: z.string(),
  headers: z.record(z.string(), z.string()),
})
export type OutboxEntry = z.infer<typeof outboxEntrySchema>

/** The outbox store of demo mode: each mail that was not sent, keyed `<createdAt>-<id>`. */
const outbox = recordStore(STORES.outbox, outboxEntrySchema)

export const UNSUBSCRIBE_FOOTER = 'To stop these emails, unsubscribe with one click:'

/**
 * The headers and parts of a mail as sent: `List-Unsubscribe` (+ one-click POST) and a footer link in the text and
 * the HTML part when it has an unsubscribe.
 */
export function composeMail({unsubscribe, transactional: _transactional, ...mail}: Mail): {
  message: Omit<Mail, 'unsubscribe' | 'transactional'>
  headers: Record<string, string>
} {
  if (!unsubscribe) return {message: mail, headers: {}}
  return {
    message: {...mail, ...withFooter(mail, [[UNSUBSCRIBE_FOOTER, link(unsubscribe.pageUrl, 'Unsubscribe')]])},
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}

/**
 * Sends an email through SMTP when SMTP_URL is set. Without it, in local development the mail is
 * written to the `outbox` store (readable at /api/dev/outbox); in production that is an error.
 * `undo` takes back what the request stored before a send that failed (nothing half-done), then the failure goes on.
 * `queue` names a mail that can wait (QUEUED_MAIL_KINDS) and its idempotency key: when the SMTP server refuses it or
 * cannot be reached, it is kept in the durable outbox and sent later (`queued`), never twice (`duplicate`: the outbox
 * already holds or delivered it). A mail without `queue` is wanted now: its failure goes to the caller.
 */
export type SendResult = {via: 'smtp' | 'outbox' | 'suppressed' | 'queued' | 'duplicate'; id: string}
export type SendOptions = {undo?: () => Promise<unknown>; queue?: OutboxQueueKey}

export async function sendMail(mail: Mail, {undo, queue}: SendOptions = {}): Promise<SendResult> {
  if (!undo) return deliver(mail, queue)
  try {
    return await deliver(mail, queue)
  } catch (error) {
    await undo()
    throw error
  }
}

async function deliver(mail: Mail, queue?: OutboxQueueKey): Promise<SendResult> {
  const from = requireEnv('MAIL_FROM')
  const url = optionalEnv('SMTP_URL')
  if (!url && !isDemoMode()) throw new MissingConfigError('SMTP_URL')
  // An unsubscribed address gets no mail but receipts, even after retention removed its record (docs/threat-model.md).
  if (!mail.transactional && (await isSuppressed(mail.to))) return {via: 'suppressed', id: ''}
  const {message, headers} = composeMail(mail)
  if (!url) {
    const entry: OutboxEntry = {...message, headers, from, id: randomUUID(), createdAt: new Date().toISOString()}
    await outbox.set(`${entry.createdAt}-${entry.id}`, entry)
    return {via: 'outbox', id: entry.id}
  }
  const envelope: Envelope = {from, ...message, headers}
  if (!queue) return {via: 'smtp', id: await transmit(url, envelope)}
  if (await outboxHolds(queue.key)) return {via: 'duplicate', id: outboxId(queue.key)}
  try {
    return {via: 'smtp', id: await transmit(url, envelope)}
  } catch (error) {
    const id = await enqueueMail(queue, envelope, {checkSuppression: !mail.transactional, error, now: new Date()})
    logError(`Mail ${queue.kind} not sent now; queued for the retry worker`, error)
    return {via: 'queued', id}
  }
}

/** The local outbox of demo mode, newest first. */
export async function readOutbox(): Promise<OutboxEntry[]> {
  return (await outbox.entries()).sort((a, b) => b.key.localeCompare(a.key)).map((entry) => entry.record)
}
