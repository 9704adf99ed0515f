import {randomUUID} from 'node:crypto'
import nodemailer from 'nodemailer'
import {recordStore, STORES} from './blobs'
import {isDemoMode, MissingConfigError, optionalEnv, requireEnv} from './env'
import {link, withFooter} from './mail-templates/layout'
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
export type OutboxEntry = Omit<Mail, 'unsubscribe' | 'transactional'> & {
  id: string
  from: string
  createdAt: string
  headers: Record<string, string>
}

/** The outbox store of demo mode: each mail that was not sent, keyed `<createdAt>-<id>`. */
const outbox = recordStore<OutboxEntry>(STORES.outbox)

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

let transport: nodemailer.Transporter | null = null
let transportUrl = ''

function smtp(url: string) {
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(url)
    transportUrl = url
  }
  return transport
}

/**
 * Sends an email through SMTP when SMTP_URL is set. Without it, in local development the mail is
 * written to the `outbox` store (readable at /api/dev/outbox); in production that is an error.
 * `undo` takes back what the request stored before a send that failed (nothing half-done), then the failure goes on.
 */
export type SendResult = {via: 'smtp' | 'outbox' | 'suppressed'; id: string}

export async function sendMail(mail: Mail, {undo}: {undo?: () => Promise<unknown>} = {}): Promise<SendResult> {
  if (!undo) return deliver(mail)
  try {
    return await deliver(mail)
  } catch (error) {
    await undo()
    throw error
  }
}

async function deliver(mail: Mail): Promise<SendResult> {
  const from = requireEnv('MAIL_FROM')
  const url = optionalEnv('SMTP_URL')
  if (!url && !isDemoMode()) throw new MissingConfigError('SMTP_URL')
  // An unsubscribed address gets no mail but receipts, even after retention removed its record (docs/threat-model.md).
  if (!mail.transactional && (await isSuppressed(mail.to))) return {via: 'suppressed', id: ''}
  const {message, headers} = composeMail(mail)
  if (url) {
    const info = await smtp(url).sendMail({from, ...message, headers})
    return {via: 'smtp', id: info.messageId}
  }
  const entry: OutboxEntry = {...message, headers, from, id: randomUUID(), createdAt: new Date().toISOString()}
  await outbox.set(`${entry.createdAt}-${entry.id}`, entry)
  return {via: 'outbox', id: entry.id}
}

/** The local outbox of demo mode, newest first. */
export async function readOutbox(): Promise<OutboxEntry[]> {
  const keys = (await outbox.keys()).sort().reverse()
  return Promise.all(keys.map((key) => outbox.get(key) as Promise<OutboxEntry>))
}
