import {randomUUID} from 'node:crypto'
import reviewerAccess from '../../../netlify/functions/reviewer-access.mts'
import {secretMarksStore} from '../../../netlify/functions/_shared/blobs'
import {setupStatus} from '../../../netlify/functions/_shared/owner/setup-status'
import {runPreflight} from '../../../build-time/preflight/run'
import {call} from '../../support/function-request'
import {TEST_REVIEWER_CODE, TEST_REVIEWER_CODES} from '../../support/reviewer-code'

/**
 * DECISIONS 49, as the mistake: the coach leaves ACCESS_TOKEN_SECRET at one value for every deploy context, so code
 * running on a preview could derive production's keys. The preview refuses every request (it mints nothing) and
 * production's Setup page names it (secret-marks.ts, docs/deploy-contexts.md).
 */
/**
 * Each test is a new deploy with a secret of its own: an instance checks its secret once (secret-marks.ts), and a
 * new secret is what a redeploy with a changed value brings.
 */
let SECRET = ''
const askReviewerAccess = (deployContext: string, productionSecret = false) =>
  call(reviewerAccess, '/api/reviewer-access', {body: {code: TEST_REVIEWER_CODE}, deployContext, productionSecret})
const accessSecretOnSetup = async () => {
  const answer = await setupStatus({...process.env, ACCESS_TOKEN_SECRET: SECRET}, 'production')
  return answer.steps.flatMap((step) => step.settings).find((setting) => setting.name === 'ACCESS_TOKEN_SECRET')!
}

describe("a deploy preview given production's ACCESS_TOKEN_SECRET (DECISIONS 49)", () => {
  beforeAll(() => {
    process.env.REVIEWER_CODES = TEST_REVIEWER_CODES
  })
  beforeEach(async () => {
    SECRET = `shared-secret-test-${randomUUID()}`
    process.env.ACCESS_TOKEN_SECRET = SECRET
    const marks = secretMarksStore()
    for (const {key} of (await marks.list()).blobs) await marks.delete(key)
  })

  it('refuses every request once production has run, minting nothing, and says which variable to change', async () => {
    expect((await askReviewerAccess('production')).status).toBe(200)
    for (const context of ['deploy-preview', 'branch-deploy']) {
      const refused = await askReviewerAccess(context, true)
      expect(refused.status).toBe(500)
      expect(refused.body.code).toBe('missing_config')
      expect(refused.body.error).toContain('ACCESS_TOKEN_SECRET')
      expect(refused.body.token).toBeUndefined()
    }
    // With a value of its own, as docs/deploy-contexts.md says to set it, the preview works.
    expect((await askReviewerAccess('deploy-preview')).status).toBe(200)
  })

  it("production's build stops on it where the build reaches Blobs, and says when it could not compare", async () => {
    const productionBuild = async (env: Record<string, string | undefined> = process.env) =>
      (await runPreflight({...env, ACCESS_TOKEN_SECRET: SECRET, CONTEXT: 'production'})).findings.filter(
        (finding) => finding.item === 'ACCESS_TOKEN_SECRET',
      )
    expect((await askReviewerAccess('production')).status).toBe(200)
    expect(await productionBuild()).toEqual([])
    expect((await askReviewerAccess('branch-deploy', true)).status).toBe(500)
    expect(await productionBuild()).toEqual([
      expect.objectContaining({problem: 'shared', message: expect.stringContaining('Branch deploys run with')}),
    ])
    // A build without Blobs access cannot see the marks: it says so, and Setup still names them.
    const withoutBlobs = await runPreflight({
      ...process.env,
      ACCESS_TOKEN_SECRET: SECRET,
      CONTEXT: 'production',
      NETLIFY_BLOBS_CONTEXT: undefined,
    })
    expect(withoutBlobs.findings.some((finding) => finding.problem === 'shared')).toBe(false)
    expect(withoutBlobs.text).toContain('ACCESS_TOKEN_SECRET could not be compared here (no Blobs access)')
    // The branch deploy redeployed with its own value: the build goes on.
    expect((await askReviewerAccess('branch-deploy')).status).toBe(200)
    expect(await productionBuild()).toEqual([])
  })

  it("production's Setup page names the contexts that run with its secret, and is content once they have their own", async () => {
    expect((await askReviewerAccess('production')).status).toBe(200)
    expect((await askReviewerAccess('deploy-preview', true)).status).toBe(500)
    const shared = await accessSecretOnSetup()
    expect(shared.state).toBe('shared')
    expect(shared.message).toContain('Deploy Previews run with the live site’s ACCESS_TOKEN_SECRET')
    expect(shared.message).not.toContain(SECRET)

    // The preview redeployed with its own value: its mark changes, and Setup says nothing more.
    expect((await askReviewerAccess('deploy-preview')).status).toBe(200)
    expect(await accessSecretOnSetup()).toMatchObject({state: 'set', message: null})
  })

  it('a preview that ran before production is refused from the moment production has run', async () => {
    expect((await askReviewerAccess('branch-deploy', true)).status).toBe(200)
    expect((await askReviewerAccess('production')).status).toBe(200)
    expect((await askReviewerAccess('branch-deploy', true)).status).toBe(500)
    expect(await accessSecretOnSetup()).toMatchObject({state: 'shared'})
    expect((await accessSecretOnSetup()).message).toContain('Branch deploys run with')
  })

  it('the store holds one mark per context and nothing of the secret', async () => {
    await askReviewerAccess('production')
    await askReviewerAccess('deploy-preview')
    const marks = secretMarksStore()
    const keys = (await marks.list()).blobs.map((blob) => blob.key).sort()
    expect(keys).toEqual(['deploy-preview', 'production'])
    for (const key of keys) expect(JSON.stringify(await marks.get(key, {type: 'json'}))).not.toContain(SECRET)
  })
})
