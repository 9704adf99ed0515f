import {TEST_REVIEWER_CODE} from '../support/reviewer-code'
import demoAccess from '../../netlify/functions/demo-access.mts'
import devOutbox from '../../netlify/functions/dev-outbox.mts'
import reviewerAccess from '../../netlify/functions/reviewer-access.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {isDemoMode, PUBLISHED_DEMO_VALUES} from '../../netlify/functions/_shared/env'
import {call} from '../support/function-request'
import {getPremiumContent, usePremiumContentFile} from '../support/premium-content-file'

const SECRET = 'demo-mode-test-secret-0123456789abcdef'
const CODES = 'LOCAL-CODE-1,LOCAL-CODE-2,LOCAL-CODE-3,LOCAL-CODE-4,LOCAL-CODE-5'

describe('demo mode follows the deploy context (DECISIONS 27)', () => {
  beforeEach(() => {
    Object.assign(process.env, {ACCESS_TOKEN_SECRET: SECRET, REVIEWER_CODES: CODES, DEMO_MODE: 'true'})
    delete process.env.AWS_LAMBDA_FUNCTION_NAME
    delete (globalThis as {Netlify?: unknown}).Netlify
  })
  usePremiumContentFile()
  afterAll(() => {
    delete process.env.DEMO_MODE
  })

  it('is on under netlify dev only, never on a Netlify deploy, whatever DEMO_MODE says (docs/threat-model.md)', () => {
    for (const deploy of ['production', 'deploy-preview', 'branch-deploy'])
      expect(isDemoMode({deploy: {context: deploy}})).toBe(false)
    expect(isDemoMode({deploy: {context: 'dev'}})).toBe(true)
    // The runtime's Netlify.context counts when a helper gets no context, and so does Netlify's CONTEXT variable.
    ;(globalThis as {Netlify?: unknown}).Netlify = {context: {deploy: {context: 'deploy-preview'}}}
    expect(isDemoMode()).toBe(false)
    delete (globalThis as {Netlify?: unknown}).Netlify
    process.env.CONTEXT = 'branch-deploy'
    expect(isDemoMode()).toBe(false)
    delete process.env.CONTEXT
    // Outside Netlify it is local development.
    expect(isDemoMode()).toBe(true)
    // netlify dev names no deploy context and runs functions as Lambdas, with its own NETLIFY_DEV=true.
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'toolkit-content'
    process.env.NETLIFY_DEV = 'true'
    expect(isDemoMode({deploy: {context: ''}})).toBe(true)
    // A deployed function that cannot tell its context fails closed.
    delete process.env.NETLIFY_DEV
    expect(isDemoMode({deploy: {context: ''}})).toBe(false)
    expect(isDemoMode()).toBe(false)
    delete process.env.AWS_LAMBDA_FUNCTION_NAME
    delete process.env.DEMO_MODE
    expect(isDemoMode({deploy: {context: 'dev'}})).toBe(false)
  })

  it.each(['production', 'deploy-preview', 'branch-deploy'])(
    'the outbox and demo paths answer 404 on %s, even with DEMO_MODE=true (docs/threat-model.md)',
    async (deployContext) => {
      expect((await call(demoAccess, '/api/demo-access', {deployContext})).status).toBe(404)
      expect((await call(devOutbox, '/api/dev/outbox', {method: 'GET', deployContext})).status).toBe(404)
    },
  )

  it('answers 404 for /api/demo-access and /api/dev/outbox outside demo mode', async () => {
    expect((await call(demoAccess, '/api/demo-access', {deployContext: 'production'})).status).toBe(404)
    expect((await call(devOutbox, '/api/dev/outbox', {method: 'GET', deployContext: 'production'})).status).toBe(404)
    expect((await call(demoAccess, '/api/demo-access', {deployContext: 'dev'})).status).toBe(200)
    expect((await call(devOutbox, '/api/dev/outbox', {method: 'GET', deployContext: 'dev'})).status).toBe(200)
  })

  it('refuses a demo token outside demo mode', async () => {
    const {body} = await call(demoAccess, '/api/demo-access', {deployContext: 'dev'})
    const get = (deployContext: string) => getPremiumContent(body.token, deployContext)
    expect((await get('dev')).status).toBe(200)
    for (const deploy of ['production', 'deploy-preview']) {
      const refused = await get(deploy)
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('access_required')
    }
    delete process.env.DEMO_MODE
    expect((await get('dev')).status).toBe(401)
  })

  it('refuses the published demo secret and a secret under 32 bytes like a missing one, outside demo mode', async () => {
    const reviewer = (deployContext: string) =>
      call(reviewerAccess, '/api/reviewer-access', {body: {code: 'LOCAL-CODE-1'}, deployContext})
    for (const secret of [PUBLISHED_DEMO_VALUES.ACCESS_TOKEN_SECRET[0], 'short-secret-0123456789']) {
      process.env.ACCESS_TOKEN_SECRET = secret
      const res = await reviewer('production')
      expect(res.status).toBe(500)
      expect(res.body).toEqual({error: 'Server is missing configuration: ACCESS_TOKEN_SECRET', code: 'missing_config'})
      const token = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, secret)
      const premium = await getPremiumContent(token, 'production')
      expect(premium.status).toBe(500)
    }
    // Local development may still use a short secret.
    expect((await reviewer('dev')).status).toBe(200)
  })

  it('refuses the example reviewer codes outside demo mode', async () => {
    process.env.REVIEWER_CODES = PUBLISHED_DEMO_VALUES.REVIEWER_CODES.join(',')
    const res = await call(reviewerAccess, '/api/reviewer-access', {
      body: {code: PUBLISHED_DEMO_VALUES.REVIEWER_CODES[0]},
      deployContext: 'production',
    })
    expect(res.status).toBe(500)
    expect(res.body.error).toBe('Server is missing configuration: REVIEWER_CODES')
    const local = await call(reviewerAccess, '/api/reviewer-access', {
      body: {code: PUBLISHED_DEMO_VALUES.REVIEWER_CODES[0]},
      deployContext: 'dev',
    })
    expect(local.status).toBe(200)
  })
})
