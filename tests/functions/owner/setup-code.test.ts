import setupHandler, {config} from '../../../netlify/functions/owner-setup.mts'
import {MIN_SETUP_CODE_LENGTH, OWNER_API, SETUP_CODE_HEADER} from '../../../src/config/owner'
import {SETTINGS} from '../../../src/config/settings'
import {settingFinding} from '../../../src/lib/settings/setting-findings'
import {call} from '../../support/function-request'
import {ownerCall, ownerEnv, signIn} from './owner-support'

/**
 * Setup before mail works (docs/coach-guide.md): the SETUP_CODE she sets opens the Setup page without a session,
 * never a value, until her first sign-in closes it. This file's stores are its own (functions-setup.ts).
 */
const CODE = 'my-own-setup-code-7f3a'
const withCode = (code: string) =>
  call(setupHandler, OWNER_API.setup, {method: 'GET', headers: {[SETUP_CODE_HEADER]: code}})

describe('the one-time setup code', () => {
  let env: Awaited<ReturnType<typeof ownerEnv>>
  beforeAll(async () => {
    env = await ownerEnv()
  })
  afterAll(async () => {
    delete process.env.SETUP_CODE
    await env.close()
  })

  it('opens nothing while SETUP_CODE is unset or too short', async () => {
    delete process.env.SETUP_CODE
    expect((await withCode(CODE)).status).toBe(401)
    process.env.SETUP_CODE = CODE.slice(0, MIN_SETUP_CODE_LENGTH - 1)
    expect((await withCode(CODE.slice(0, MIN_SETUP_CODE_LENGTH - 1))).status).toBe(401)
    const setting = SETTINGS.find((candidate) => candidate.name === 'SETUP_CODE')!
    expect(settingFinding(setting, {SETUP_CODE: 'short'})?.problem).toBe('too-short')
    expect(settingFinding(setting, {SETUP_CODE: CODE})).toBeNull()
    expect(settingFinding(setting, {})).toBeNull()
  })

  it('opens Setup without a session for the right code only, naming no value; her first sign-in closes it', async () => {
    process.env.SETUP_CODE = CODE
    for (const wrong of ['', 'my-own-setup-code-7f3b', `${CODE} extra`]) {
      const refused = await withCode(wrong)
      expect(refused.status).toBe(401)
      expect(refused.body.code).toBe('owner_session_required')
    }
    const opened = await withCode(` ${CODE} `)
    expect(opened.status).toBe(200)
    expect(opened.body.steps.map((step: {id: string}) => step.id)).toContain('mail')
    expect(JSON.stringify(opened.body)).not.toContain(CODE)

    // Mail works: her sign-in through the mailed link closes the code for good; her session opens Setup.
    const cookie = await signIn(env.smtp)
    const closed = await withCode(CODE)
    expect(closed.status).toBe(401)
    expect((await ownerCall(setupHandler, OWNER_API.setup, {cookie})).status).toBe(200)
  })

  it('declares a rate limit: the code is a proof', () => {
    expect(config.rateLimit).toMatchObject({windowLimit: expect.any(Number), windowSize: 60})
  })
})
