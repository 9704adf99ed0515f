import {enforceNoDemoBuildInProduction} from '../../../src/config/demo-build'

describe('the demo constant of the site build (DECISIONS 27)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it('is forced off in a production-context build', () => {
    const env: Record<string, string | undefined> = {CONTEXT: 'production', GATSBY_DEMO_MODE: 'true'}
    expect(enforceNoDemoBuildInProduction(env)).toBe(true)
    expect(env.GATSBY_DEMO_MODE).toBe('false')
  })

  it('is left as set in deploy previews, branch deploys and local builds', () => {
    for (const CONTEXT of ['deploy-preview', 'branch-deploy', undefined]) {
      const env: Record<string, string | undefined> = {CONTEXT, GATSBY_DEMO_MODE: 'true'}
      expect(enforceNoDemoBuildInProduction(env)).toBe(false)
      expect(env.GATSBY_DEMO_MODE).toBe('true')
    }
  })
})
