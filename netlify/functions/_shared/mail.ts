import {randomUUID} from 'node:crypto'
import nodemailer from 'nodemailer'
import {store, STORES} from './blobs'
import {isDemoMode, MissingConfigError, optionalEnv, requireEnv} from './env'

export type Mail = {to: string; subject: string; text: string; html?: string; replyTo?: string}
export type OutboxEntry = Mail & {id: string; from: string; createdAt: string}

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
 */
export async function sendMail(mail: Mail): Promise<{via: 'smtp' | 'outbox'; id: string}> {
  const from = requireEnv('MAIL_FROM')
  const url = optionalEnv('SMTP_URL')
  if (url) {
    const info = await smtp(url).sendMail({from, ...mail})
    return {via: 'smtp', id: info.messageId}
  }
  if (!isDemoMode()) throw new MissingConfigError('SMTP_URL')
  const entry: OutboxEntry = {...mail, from, id: randomUUID(), createdAt: new Date().toISOString()}
  await store(STORES.outbox).setJSON(`${entry.createdAt}-${entry.id}`, entry)
  return {via: 'outbox', id: entry.id}
}
