import setupHandler from '../../../netlify/functions/owner-setup.mts'
import {OWNER_API} from '../../../src/config/owner'
import {FAKE_SANITY_TOKEN, startFakeSanity} from '../../support/fake-sanity'
import '../../support/fake-sanity-dns.cjs'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * The Setup page's links and values on a Netlify deploy, which gives its functions the site's name and address
 * (SITE_NAME, URL): each provider page of this very site, and the addresses and names to paste; on a run without
 * them (a local one), the general way there.
 */
const DEPLOY = {SITE_NAME: 'amy-menopause', URL: 'https://amy-menopause.com'}
type Step = {
  id: string
  done: boolean
  action: string
  note: string | null
  values: Array<{label: string; value: string}>
}

describe('the Setup answer’s links and values', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  let cookie: string
  let sanity: Awaited<ReturnType<typeof startFakeSanity>>
  const steps = async () => {
    const res = await ownerCall(setupHandler, OWNER_API.setup, {cookie})
    expect(res.status).toBe(200)
    return (id: string) => (res.body.steps as Step[]).find((step) => step.id === id)!
  }
  beforeAll(async () => {
    env = await ownerEnv()
    cookie = await signIn(env.smtp)
    sanity = await startFakeSanity({sdl: '', documents: [{_id: 'siteSettings', _type: 'siteSettings'}]})
  })
  afterEach(() => {
    for (const name of [
      ...Object.keys(DEPLOY),
      'SANITY_PROJECT_ID',
      'SANITY_READ_TOKEN',
      'SANITY_WRITE_TOKEN',
      'SANITY_API_HOST',
    ])
      delete process.env[name]
  })
  afterAll(async () => {
    await sanity.close()
    await env.close()
  })

  it('on a deploy, links this site’s own Netlify and Sanity pages and gives the webhook addresses to copy', async () => {
    Object.assign(process.env, DEPLOY, {
      SANITY_PROJECT_ID: 'abc123xy',
      SANITY_READ_TOKEN: FAKE_SANITY_TOKEN,
      SANITY_API_HOST: sanity.apiHost,
    })
    const step = await steps()
    expect(step('sanity').action).toContain(
      'in Netlify (https://app.netlify.com/projects/amy-menopause/configuration/env).',
    )
    expect(step('sanity').action).toContain('(https://www.sanity.io/manage/project/abc123xy/api)')
    expect(step('site').action).toContain('https://app.netlify.com/projects/amy-menopause/deploys')
    expect(step('site').values).toEqual([{label: 'Your site’s address', value: 'https://amy-menopause.com'}])
    expect(step('buildHook').action).toMatch(
      /^At https:\/\/app\.netlify\.com\/projects\/amy-menopause\/configuration\/deploys#build-hooks add a hook named Sanity .* At https:\/\/www\.sanity\.io\/manage\/project\/abc123xy\/api → Webhooks,/,
    )
    expect(step('stripe').action).not.toContain('<your site>')
    expect(step('stripe').values).toEqual([
      {label: 'Webhook address', value: 'https://amy-menopause.com/api/stripe-webhook'},
      ...[
        'payment_intent.succeeded',
        'charge.refunded',
        'charge.dispute.created',
        'charge.dispute.closed',
        'charge.updated',
      ].map((value) => ({label: 'Event', value})),
    ])
    expect(step('paypal').values.slice(0, 3)).toEqual([
      {label: 'PAYPAL_API_BASE', value: 'https://api-m.paypal.com'},
      {label: 'Webhook address', value: 'https://amy-menopause.com/api/paypal-webhook'},
      {label: 'Event', value: 'PAYMENT.CAPTURE.COMPLETED'},
    ])
    expect(step('paypal').values).toHaveLength(8)
  })

  it('the Studio step is one command to copy, filled in with her project, done once the GraphQL API answers', async () => {
    const undeployed = await startFakeSanity({sdl: null, documents: []})
    try {
      Object.assign(process.env, DEPLOY, {SANITY_PROJECT_ID: 'abc123xy', SANITY_API_HOST: undeployed.apiHost})
      const toDo = (await steps())('studio')
      expect(toDo).toMatchObject({
        done: false,
        note: 'Sanity project abc123xy has no GraphQL API yet: the site’s build needs it.',
        values: [
          {
            label: 'Command',
            value: 'SANITY_STUDIO_PROJECT_ID=abc123xy SANITY_STUDIO_DATASET=production npm run studio:deploy',
          },
        ],
      })
      expect(toDo.action).toContain('(https://app.netlify.com/projects/amy-menopause/deploys → Trigger deploy)')
      // A dataset name that is not one of Sanity's never reaches the command she pastes into a terminal.
      Object.assign(process.env, {SANITY_DATASET: 'production; rm -rf ~'})
      expect((await steps())('studio').values).toEqual([
        {
          label: 'Command',
          value: 'SANITY_STUDIO_PROJECT_ID=<your project id> SANITY_STUDIO_DATASET=production npm run studio:deploy',
        },
      ])
    } finally {
      delete process.env.SANITY_DATASET
      await undeployed.close()
    }
    Object.assign(process.env, {SANITY_API_HOST: sanity.apiHost})
    expect((await steps())('studio')).toMatchObject({done: true, note: 'Sanity project abc123xy has its GraphQL API.'})
  })

  it('the content import asks for a token and a deploy, and once the content is in, to remove the token', async () => {
    Object.assign(process.env, DEPLOY, {SANITY_PROJECT_ID: 'abc123xy', SANITY_API_HOST: 'http://localhost:9'})
    const toDo = (await steps())('content')
    expect(toDo.done).toBe(false)
    expect(toDo.action).toMatch(
      /^At https:\/\/www\.sanity\.io\/manage\/project\/abc123xy\/api → Tokens, add an API token with Editor permission and paste it as SANITY_WRITE_TOKEN in Netlify \(https:\/\/app\.netlify\.com\/projects\/amy-menopause\/configuration\/env\), then deploy again \(https:\/\/app\.netlify\.com\/projects\/amy-menopause\/deploys → Trigger deploy\)\./,
    )

    Object.assign(process.env, {SANITY_API_HOST: sanity.apiHost, SANITY_WRITE_TOKEN: 'editor-token-value'})
    const done = (await steps())('content')
    expect(done).toMatchObject({
      done: true,
      note: 'Sanity project abc123xy holds the site settings. The content is in: remove SANITY_WRITE_TOKEN from Netlify.',
    })
    expect(JSON.stringify(done)).not.toContain('editor-token-value')
  })

  it('without the site’s name and address, says the general way there and https://<your site>', async () => {
    const step = await steps()
    expect(step('sanity').action).toContain(
      'in Netlify (https://app.netlify.com → your site → Site configuration → Environment variables).',
    )
    expect(step('sanity').action).toContain('(https://www.sanity.io/manage → your project → API)')
    expect(step('site').action).toContain('from https://app.netlify.com → your site → Domain management (it starts')
    expect(step('site').values).toEqual([])
    expect(step('stripe').action).toContain('add an endpoint https://<your site>/api/stripe-webhook with the events')
    expect(step('stripe').values.map((value) => value.label)).toEqual(Array(5).fill('Event'))
    expect(step('paypal').action).toContain('add a Live webhook https://<your site>/api/paypal-webhook with')
    expect(step('paypal').values[0]).toEqual({label: 'PAYPAL_API_BASE', value: 'https://api-m.paypal.com'})
  })

  it('takes no local address for the site’s, and no odd name into a link', async () => {
    Object.assign(process.env, {SITE_NAME: 'amy/../other', URL: 'http://localhost:8888'})
    const step = await steps()
    expect(step('site').values).toEqual([])
    expect(step('sanity').action).toContain('https://app.netlify.com → your site →')
  })
})
