import webPush from 'web-push'
import setupHandler from '../../../netlify/functions/owner-setup.mts'
import {OWNER_API} from '../../../src/config/owner'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/** The Setup page's function: owner only, each step done or not, never a value. */
const vapid = webPush.generateVAPIDKeys()
const LIVE = {
  GATSBY_SITE_URL: 'https://amy-menopause.com',
  NETLIFY_BUILD_HOOK_URL: 'https://api.netlify.com/build_hooks/65f0c0ffee',
  REVIEWER_CODES: 'AMY-R1,AMY-R2,AMY-R3,AMY-R4,AMY-R5',
  SURVIVAL_GUIDE_URL: 'https://amy-menopause.com/guide.pdf',
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:amy@amy-menopause.com',
  STRIPE_SECRET_KEY: 'sk_live_51SetupSecretValue',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Setup',
  STRIPE_WEBHOOK_SECRET: 'whsec_SetupSecretValue',
  PAYPAL_API_BASE: 'https://api-m.paypal.com',
  PAYPAL_CLIENT_ID: 'AbCdLiveClient',
  PAYPAL_CLIENT_SECRET: 'EfGhLiveSecretValue',
  PAYPAL_WEBHOOK_ID: '7XY12345AB678901C',
}

describe('GET /api/owner/setup', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
  })
  afterAll(async () => {
    for (const name of Object.keys(LIVE)) delete process.env[name]
    await env.close()
  })

  it('answers 401 without the owner session', async () => {
    const res = await ownerCall(setupHandler, OWNER_API.setup)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('owner_session_required')
  })

  it('shows each step as done or to do, with its next action, and names no value', async () => {
    const res = await ownerCall(setupHandler, OWNER_API.setup, {cookie})
    expect(res.status).toBe(200)
    const step = (id: string) => res.body.steps.find((candidate: {id: string}) => candidate.id === id)
    expect(res.body.steps.map((s: {id: string}) => s.id)).toEqual([
      'sanity',
      'studio',
      'content',
      'site',
      'coach',
      'access',
      'mail',
      'stripe',
      'paypal',
      'push',
      'buildHook',
    ])
    // ownerEnv sets COACH_EMAIL and the mail server: those steps are done; its SITE_URL is local.
    expect(step('coach')).toMatchObject({
      done: true,
      settings: [
        {name: 'COACH_EMAIL', state: 'set', message: null},
        // Optional: revenue days are UTC's until she names her zone.
        {name: 'COACH_TIME_ZONE', required: false, state: 'not-set', message: null},
        // Optional: Setup before mail works.
        {name: 'SETUP_CODE', required: false, state: 'not-set', message: null},
      ],
    })
    expect(step('site').done).toBe(false)
    expect(step('site').settings[0]).toEqual({
      name: 'SITE_URL',
      purpose: 'Public address of the site, in every emailed link (receipts, restore, sign-in).',
      required: true,
      state: 'local-address',
      message:
        'SITE_URL points at this computer (http://localhost:8888). Where to get it: your site’s address as Netlify shows it (app.netlify.com → your site → Domain management), starting https://. Set it in Netlify → Site configuration → Environment variables.',
    })
    expect(step('stripe')).toMatchObject({
      done: false,
      action: expect.stringContaining('https://dashboard.stripe.com/apikeys (Live mode)'),
    })
    expect(step('stripe').settings.map((s: {state: string}) => s.state)).toEqual(['missing', 'missing', 'missing'])
    expect(step('content')).toMatchObject({
      done: false,
      note: 'No Sanity project is set: the site shows the embedded demo content.',
      action: expect.stringContaining('paste it as SANITY_WRITE_TOKEN in Netlify'),
    })
    // Neither the access secret nor the mail server's address is ever in the answer.
    const text = JSON.stringify(res.body)
    expect(text).not.toContain(process.env.ACCESS_TOKEN_SECRET)
    expect(text).not.toContain(process.env.SMTP_URL)
  })

  it('marks test keys and every step done once set, still without a value', async () => {
    Object.assign(process.env, LIVE, {STRIPE_SECRET_KEY: 'sk_test_51SetupSecretValue'})
    const before = await ownerCall(setupHandler, OWNER_API.setup, {cookie})
    const stripe = before.body.steps.find((s: {id: string}) => s.id === 'stripe')
    expect(stripe.done).toBe(false)
    expect(stripe.settings[0]).toMatchObject({name: 'STRIPE_SECRET_KEY', state: 'test-key'})
    expect(JSON.stringify(before.body)).not.toContain('sk_test_51SetupSecretValue')

    process.env.STRIPE_SECRET_KEY = LIVE.STRIPE_SECRET_KEY
    process.env.SITE_URL = 'https://amy-menopause.com'
    const after = await ownerCall(setupHandler, OWNER_API.setup, {cookie})
    const notDone = after.body.steps.filter((s: {done: boolean}) => !s.done).map((s: {id: string}) => s.id)
    // Without a Sanity project the Studio and content steps stay to do, and with them the Sanity one; the tests'
    // mail server is on this computer, which a live site cannot send through.
    expect(notDone).toEqual(['sanity', 'studio', 'content', 'mail'])
    const mail = after.body.steps.find((s: {id: string}) => s.id === 'mail')
    expect(mail.settings[0]).toMatchObject({name: 'SMTP_URL', state: 'local-address'})
    const text = JSON.stringify(after.body)
    for (const secret of [
      LIVE.STRIPE_SECRET_KEY,
      LIVE.STRIPE_WEBHOOK_SECRET,
      LIVE.PAYPAL_CLIENT_SECRET,
      LIVE.VAPID_PRIVATE_KEY,
    ])
      expect(text).not.toContain(secret)

    // A time zone that does not exist: the coach step is to do again, and says so.
    process.env.COACH_TIME_ZONE = 'Europe/Atlantis'
    try {
      const unreadable = await ownerCall(setupHandler, OWNER_API.setup, {cookie})
      const coach = unreadable.body.steps.find((s: {id: string}) => s.id === 'coach')
      expect(coach.done).toBe(false)
      expect(coach.settings[1]).toMatchObject({
        name: 'COACH_TIME_ZONE',
        state: 'invalid',
        message: expect.stringMatching(
          /^COACH_TIME_ZONE is not a time zone name \(revenue falls back to UTC\)\. Where to get it: /,
        ),
      })
    } finally {
      delete process.env.COACH_TIME_ZONE
    }
    process.env.SITE_URL = 'http://localhost:8888'
  })
})
