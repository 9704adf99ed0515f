import type {Context} from '@netlify/functions'
import sessionHandler from '../../../netlify/functions/owner-session.mts'
import signInHandler from '../../../netlify/functions/owner-sign-in.mts'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {startSmtpServer} from '../../support/smtp'

export const SITE = 'http://localhost:8888'
export const COACH = 'coach@example.com'
type Handler = (req: Request, context: Context) => Promise<Response>

/** Calls a handler as the coach's browser would: same-origin by default, with the session cookie if given. */
export async function ownerCall(
  handler: Handler,
  path: string,
  init: {method?: string; body?: unknown; cookie?: string | null; origin?: string | null; secFetchSite?: string} = {},
) {
  const headers = new Headers()
  if (init.body !== undefined) headers.set('content-type', 'application/json')
  if (init.cookie) headers.set('cookie', init.cookie)
  const origin = init.origin === undefined ? SITE : init.origin
  if (origin) headers.set('origin', origin)
  if (init.secFetchSite) headers.set('sec-fetch-site', init.secFetchSite)
  const res = await handler(
    new Request(new URL(path, SITE), {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
    {params: {}} as unknown as Context,
  )
  const text = await res.text()
  let body: any = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    // not JSON (CSV)
  }
  return {status: res.status, headers: res.headers, body}
}

/** Test SMTP + environment of the back office. */
export async function ownerEnv() {
  const smtp = await startSmtpServer()
  const vars = {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Toolkit <support@example.com>',
    COACH_EMAIL: COACH,
    SITE_URL: SITE,
    ACCESS_TOKEN_SECRET: 'test-secret-0123456789abcdef0123456789',
  }
  Object.assign(process.env, vars)
  return {
    smtp,
    close: async () => {
      for (const name of Object.keys(vars)) delete process.env[name]
      await smtp.close()
    },
  }
}

export const linkToken = (text: string) => /\/owner\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null

/**
 * Forgets when sign-in links were mailed: one link per 10 minutes per address holds between real sign-ins, and
 * these tests sign in many times in a row (the limit itself is tested in session.test.ts).
 */
export async function forgetMailedLinks() {
  const owner = store(STORES.owner)
  const {blobs} = await owner.list({prefix: 'sign-in-mailed/'})
  await Promise.all(blobs.map((blob) => owner.delete(blob.key)))
}

/** Signs in through the real flow (mail, link, redeem) and returns the cookie header to send. */
export async function signIn(smtp: Awaited<ReturnType<typeof startSmtpServer>>): Promise<string> {
  await forgetMailedLinks()
  const before = smtp.received.length
  await ownerCall(signInHandler, '/api/owner/sign-in', {method: 'POST', body: {email: COACH}})
  const mail = smtp.received[before]
  const token = linkToken(mail?.text ?? '')
  if (!token) throw new Error('no sign-in link mailed')
  const res = await ownerCall(sessionHandler, '/api/owner/session', {method: 'POST', body: {token}})
  const cookie = res.headers.get('set-cookie') ?? ''
  return cookie.split(';')[0]
}
