import nodemailer from 'nodemailer'

/** A mail as it goes to the SMTP server: composed (footer, unsubscribe headers) and addressed. */
export type Envelope = {
  from: string
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  headers: Record<string, string>
}

/**
 * Nodemailer waits up to 2 minutes for a server that does not answer, longer than a function may run: a stalled
 * server must fail the attempt in time for the mail to be queued (docs/mail-outbox.md). SMTP_URL may set its own.
 */
const TIMEOUTS_MS = {connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000}

function withTimeouts(url: string): string {
  const parsed = new URL(url)
  for (const [name, ms] of Object.entries(TIMEOUTS_MS))
    if (!parsed.searchParams.has(name)) parsed.searchParams.set(name, String(ms))
  return parsed.toString()
}

let transport: nodemailer.Transporter | null = null
let transportUrl = ''

function smtp(url: string) {
  if (!transport || transportUrl !== url) {
    transport = nodemailer.createTransport(withTimeouts(url))
    transportUrl = url
  }
  return transport
}

/** Hands the mail to the SMTP server at `url`; resolves to its message id, throws when the server refuses it or is unreachable. */
export async function transmit(url: string, envelope: Envelope): Promise<string> {
  const info = await smtp(url).sendMail(envelope)
  return info.messageId
}
