import devOutbox from '../../../netlify/functions/dev-outbox.mts'
import auditHandler from '../../../netlify/functions/owner-audit.mts'
import * as emailListModule from '../../../netlify/functions/owner-email-list.mts'
import * as messagesModule from '../../../netlify/functions/owner-messages.mts'
import * as ordersModule from '../../../netlify/functions/owner-orders.mts'
import * as reportsModule from '../../../netlify/functions/owner-reports.mts'
import * as revenueModule from '../../../netlify/functions/owner-revenue.mts'
import * as sessionModule from '../../../netlify/functions/owner-session.mts'
import * as signInModule from '../../../netlify/functions/owner-sign-in.mts'
import * as auditModule from '../../../netlify/functions/owner-audit.mts'
import * as setupModule from '../../../netlify/functions/owner-setup.mts'
import * as mailQueueModule from '../../../netlify/functions/owner-mail-queue.mts'
import * as couponsModule from '../../../netlify/functions/owner-coupons.mts'
import {redeemSignIn, requestSignIn} from '../../../netlify/functions/_shared/owner/session'
import {OWNER_API, OWNER_SESSION_COOKIE} from '../../../src/config/owner'
import {COACH, forgetMailedLinks, linkToken, ownerCall, ownerEnv, signIn} from './owner-support'
import {withDeploySecret} from '../../support/function-request'

const session = sessionModule.default
const signInHandler = signInModule.default

describe('owner sign-in and session', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  beforeAll(async () => {
    env = await ownerEnv()
  })
  afterAll(() => env.close())

  beforeEach(() => forgetMailedLinks())

  const mailsTo = (address: string) =>
    env.smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === address)

  it('gives any other address the same answer and sends no mail', async () => {
    const before = env.smtp.received.length
    const stranger = await ownerCall(signInHandler, OWNER_API.signIn, {
      method: 'POST',
      body: {email: 'someone@example.com'},
    })
    const coach = await ownerCall(signInHandler, OWNER_API.signIn, {
      method: 'POST',
      body: {email: ' Coach@Example.com '},
    })
    expect(stranger.status).toBe(202)
    expect(stranger.body).toEqual(coach.body)
    expect(env.smtp.received.length).toBe(before + 1)
    expect(mailsTo(COACH).at(-1)?.text).toMatch(/http:\/\/localhost:8888\/owner\/sign-in\?token=/)
  })

  it('a link works once: it sets a 12-hour HttpOnly, Secure, SameSite=Strict cookie, then is refused', async () => {
    await ownerCall(signInHandler, OWNER_API.signIn, {method: 'POST', body: {email: COACH}})
    const token = linkToken(mailsTo(COACH).at(-1)!.text ?? '')!
    const first = await ownerCall(session, OWNER_API.session, {method: 'POST', body: {token}})
    expect(first.status).toBe(200)
    const cookie = first.headers.get('set-cookie')!
    // `__Host-`: the browser keeps it only with Secure and Path=/ and no Domain, so no sibling subdomain can set it.
    expect(cookie).toMatch(/^__Host-owner_session=[A-Za-z0-9_-]{43}; /)
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Max-Age=43200', 'Path=/;'])
      expect(`${cookie};`).toContain(attribute)
    expect(cookie).not.toMatch(/domain=/i)
    const second = await ownerCall(session, OWNER_API.session, {method: 'POST', body: {token}})
    expect(second.status).toBe(401)
    expect(second.headers.get('set-cookie')).toBeNull()
    expect((await ownerCall(session, OWNER_API.session, {cookie: cookie.split(';')[0]})).body).toEqual({owner: true})
  })

  it('accepts a local address such as the offline default coach@localhost, and answers 400 to a non-address', async () => {
    process.env.COACH_EMAIL = 'coach@localhost'
    try {
      const before = env.smtp.received.length
      expect(
        (await ownerCall(signInHandler, OWNER_API.signIn, {method: 'POST', body: {email: 'coach@localhost'}})).status,
      ).toBe(202)
      expect(env.smtp.received.length).toBe(before + 1)
      expect((await ownerCall(signInHandler, OWNER_API.signIn, {method: 'POST', body: {email: 'coach'}})).status).toBe(
        400,
      )
    } finally {
      process.env.COACH_EMAIL = COACH
    }
  })

  it('offline (npm start: demo mode, no SMTP) the link lands in the local outbox', async () => {
    const smtpUrl = process.env.SMTP_URL
    delete process.env.SMTP_URL
    process.env.DEMO_MODE = 'true'
    try {
      expect((await ownerCall(signInHandler, OWNER_API.signIn, {method: 'POST', body: {email: COACH}})).status).toBe(
        202,
      )
      const outbox = await ownerCall(devOutbox, '/api/dev/outbox')
      const mail = outbox.body.mails.find(
        (m: {subject: string}) => m.subject === 'Your sign-in link to the back office',
      )
      expect(mail.to).toBe(COACH)
      const token = linkToken(mail.text)!
      expect((await ownerCall(session, OWNER_API.session, {method: 'POST', body: {token}})).status).toBe(200)
    } finally {
      delete process.env.DEMO_MODE
      process.env.SMTP_URL = smtpUrl
    }
  })

  it('a link expires after 15 minutes', async () => {
    const sent = new Date('2026-01-01T10:00:00Z')
    const before = env.smtp.received.length
    expect(await requestSignIn(COACH, sent)).toBe(true)
    const token = linkToken(env.smtp.received[before].text ?? '')!
    expect(await redeemSignIn(token, new Date('2026-01-01T10:15:01Z'))).toBeNull()
    expect(await redeemSignIn(token, new Date('2026-01-01T10:14:00Z'))).not.toBeNull()
  })

  it('refuses a forged, an unknown and an expired session cookie (the status question answers owner: false)', async () => {
    const notOwner = async (cookie?: string) => {
      const res = await ownerCall(session, OWNER_API.session, cookie ? {cookie} : {})
      expect([res.status, res.body]).toEqual([200, {owner: false}])
      return res
    }
    await notOwner()
    await notOwner(`${OWNER_SESSION_COOKIE}=forged`)
    await notOwner(`${OWNER_SESSION_COOKIE}=${'A'.repeat(43)}`)
    // Signing out needs a session.
    expect(
      (
        await ownerCall(session, OWNER_API.session, {
          method: 'DELETE',
          cookie: `${OWNER_SESSION_COOKIE}=forged`,
          body: {},
        })
      ).status,
    ).toBe(401)
    // A session started 13 hours ago (12-hour life).
    const before = env.smtp.received.length
    const longAgo = new Date(Date.now() - 13 * 3_600_000)
    await forgetMailedLinks()
    await requestSignIn(COACH, longAgo)
    const old = await redeemSignIn(linkToken(env.smtp.received[before].text ?? '')!, longAgo)
    const expired = await notOwner(`${OWNER_SESSION_COOKIE}=${old!.sessionId}`)
    expect(expired.headers.get('set-cookie')).toMatch(/^__Host-owner_session=; Max-Age=0; Path=\/;/)
  })

  it('signing out ends the session on the server; "everywhere" ends every session', async () => {
    const a = await signIn(env.smtp)
    const b = await signIn(env.smtp)
    expect((await ownerCall(session, OWNER_API.session, {method: 'DELETE', cookie: a, body: {}})).status).toBe(200)
    expect((await ownerCall(session, OWNER_API.session, {cookie: a})).body).toEqual({owner: false})
    expect((await ownerCall(session, OWNER_API.session, {cookie: b})).status).toBe(200)
    const c = await signIn(env.smtp)
    await ownerCall(session, OWNER_API.session, {method: 'DELETE', cookie: c, body: {everywhere: true}})
    expect((await ownerCall(session, OWNER_API.session, {cookie: b})).body).toEqual({owner: false})
    const log = await ownerCall(auditHandler, OWNER_API.audit, {cookie: await signIn(env.smtp)})
    expect(log.body.entries.map((e: {action: string}) => e.action)).toEqual(
      expect.arrayContaining(['sign-in', 'sign-out', 'sign-out-everywhere']),
    )
  })

  it('refuses a cross-origin state change, and one with no origin information at all', async () => {
    const cookie = await signIn(env.smtp)
    const signOutFrom = (where: {origin?: string | null; secFetchSite?: string}) =>
      ownerCall(session, OWNER_API.session, {method: 'DELETE', cookie, body: {}, ...where})
    expect((await signOutFrom({origin: 'https://evil.example'})).status).toBe(403)
    // No origin information at all.
    expect((await signOutFrom({origin: null})).status).toBe(403)
    const crossSite = await ownerCall(ordersModule.default, OWNER_API.orders, {
      method: 'POST',
      cookie,
      body: {action: 'refund', orderId: 'x', reason: 'r'},
      origin: null,
      secFetchSite: 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    expect((await signOutFrom({secFetchSite: 'same-site'})).status).toBe(403)
    const signInElsewhere = await ownerCall(signInHandler, OWNER_API.signIn, {
      method: 'POST',
      body: {email: COACH},
      origin: 'https://evil.example',
    })
    expect(signInElsewhere.status).toBe(403)
    // Still signed in: nothing was changed.
    expect((await ownerCall(session, OWNER_API.session, {cookie})).status).toBe(200)
    // Same-origin by Sec-Fetch-Site alone is accepted.
    expect(
      (
        await ownerCall(messagesModule.default, OWNER_API.messages, {
          method: 'DELETE',
          cookie,
          body: {id: crypto.randomUUID()},
          origin: null,
          secFetchSite: 'same-origin',
        })
      ).status,
    ).toBe(404)
  })

  describe('each deploy context accepts only its own (docs/threat-model.md)', () => {
    /** Runs as Netlify would in that context: a preview or branch deploy with its own secret, as configured. */
    const withContext = async <T>(deployContext: string, run: () => Promise<T>) => {
      const runtime = globalThis as {Netlify?: unknown}
      runtime.Netlify = {context: {deploy: {context: deployContext}}}
      try {
        return await withDeploySecret(deployContext, run)
      } finally {
        delete runtime.Netlify
      }
    }

    it.each(['deploy-preview', 'branch-deploy', 'dev'])(
      'a session and a sign-in link issued by %s are refused by production (and production’s by it)',
      async (issuer) => {
        const cookie = await withContext(issuer, () => signIn(env.smtp))
        expect(
          await withContext(issuer, async () => (await ownerCall(session, OWNER_API.session, {cookie})).body),
        ).toEqual({owner: true})
        expect(
          await withContext('production', async () => (await ownerCall(session, OWNER_API.session, {cookie})).body),
        ).toEqual({owner: false})
        // A link mailed by this context does not redeem in production either (its mail throttle is in its own stores).
        await withContext(issuer, () => forgetMailedLinks())
        const before = env.smtp.received.length
        await withContext(issuer, () => requestSignIn(COACH, new Date()))
        const token = linkToken(env.smtp.received[before].text ?? '')!
        expect(await withContext('production', () => redeemSignIn(token, new Date()))).toBeNull()
        // Production's own session is refused by this context.
        const production = await withContext('production', () => signIn(env.smtp))
        expect(
          await withContext(
            'production',
            async () => (await ownerCall(session, OWNER_API.session, {cookie: production})).body,
          ),
        ).toEqual({owner: true})
        expect(
          await withContext(
            issuer,
            async () => (await ownerCall(session, OWNER_API.session, {cookie: production})).body,
          ),
        ).toEqual({owner: false})
      },
    )

    it('a deployed function that names no deploy context refuses sessions (fail closed)', async () => {
      const cookie = await signIn(env.smtp)
      process.env.AWS_LAMBDA_FUNCTION_NAME = 'owner-session'
      try {
        const res = await ownerCall(session, OWNER_API.session, {cookie})
        expect(res.status).toBe(500)
        expect(res.body.code).toBe('missing_config')
      } finally {
        delete process.env.AWS_LAMBDA_FUNCTION_NAME
      }
    })

    it('owner sign-in mails one link per 10 minutes per address', async () => {
      const at = new Date('2026-03-01T09:00:00Z')
      const before = mailsTo(COACH).length
      expect(await requestSignIn(COACH, at)).toBe(true)
      expect(await requestSignIn(' COACH@example.com', new Date(at.getTime() + 9 * 60_000))).toBe(false)
      const racing = await Promise.all(
        Array.from({length: 5}, () => requestSignIn(COACH, new Date(at.getTime() + 10 * 60_000))),
      )
      expect(racing.filter(Boolean)).toHaveLength(1)
      expect(mailsTo(COACH).length).toBe(before + 2)
      // The answer to the caller is the same whether a link went out or not.
      const repeated = await ownerCall(signInHandler, OWNER_API.signIn, {method: 'POST', body: {email: COACH}})
      expect([repeated.status, repeated.body]).toEqual([202, {ok: true, message: signInModule.SIGN_IN_ANSWER}])
    })

    it('owner sign-in answers alike in body and time: the answer goes before any work that depends on the address', async () => {
      const answerFor = async (email: string) => {
        const pending: Promise<unknown>[] = []
        const res = await signInHandler(
          new Request(new URL(OWNER_API.signIn, 'http://localhost:8888'), {
            method: 'POST',
            headers: {'content-type': 'application/json', origin: 'http://localhost:8888'},
            body: JSON.stringify({email}),
          }),
          {params: {}, waitUntil: (work: Promise<unknown>) => pending.push(work)} as never,
        )
        const mailsWhenAnswered = mailsTo(COACH).length
        const answer = {status: res.status, body: await res.json()}
        await Promise.all(pending)
        return {answer, pending: pending.length, mailedAfterAnswer: mailsTo(COACH).length > mailsWhenAnswered}
      }
      const coach = await answerFor(COACH)
      const stranger = await answerFor('someone-else@example.com')
      expect(coach.answer).toEqual(stranger.answer)
      // Both answered before anything address-dependent ran (the same deferred work for each), and the coach's mail went after.
      expect([coach.pending, stranger.pending]).toEqual([1, 1])
      expect(coach.mailedAfterAnswer).toBe(true)
      expect(stranger.mailedAfterAnswer).toBe(false)
    })
  })

  it.each([
    ['orders', ordersModule, OWNER_API.orders],
    ['revenue', revenueModule, OWNER_API.revenue],
    ['email list', emailListModule, OWNER_API.emailList],
    ['email CSV', emailListModule, OWNER_API.emailListCsv],
    ['messages', messagesModule, OWNER_API.messages],
    ['reports', reportsModule, OWNER_API.reports],
    ['audit', auditModule, OWNER_API.audit],
    ['setup', setupModule, OWNER_API.setup],
    ['mail queue', mailQueueModule, OWNER_API.mailQueue],
  ])('%s answers 401 without a session', async (_name, module, path) => {
    const res = await ownerCall(module.default, path, {cookie: `${OWNER_SESSION_COOKIE}=forged`})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({error: 'Please sign in to the back office.', code: 'owner_session_required'})
  })

  it('declares the API paths of src/config/owner.ts and rate-limits the sign-in', () => {
    const paths = [
      ordersModule,
      revenueModule,
      emailListModule,
      messagesModule,
      reportsModule,
      auditModule,
      setupModule,
      mailQueueModule,
      couponsModule,
      sessionModule,
      signInModule,
    ].flatMap((m) => [m.config.path].flat())
    expect(paths.sort()).toEqual(Object.values(OWNER_API).sort())
    for (const m of [signInModule, sessionModule])
      expect(m.config.rateLimit).toEqual(expect.objectContaining({aggregateBy: ['ip', 'domain']}))
  })
})
