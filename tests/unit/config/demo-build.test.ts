import {enforceNoDemoBuildInProduction} from '../../../src/config/demo-build'

describe('the demo constant of the site build (DECISIONS 27)', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it.each(['production', 'deploy-preview', 'branch-deploy'])(
    'is forced off in a %s build: no Netlify deploy has demo paths (docs/threat-model.md)',
    (CONTEXT) => {
      const env: Record<string, string | undefined> = {CONTEXT, GATSBY_DEMO_MODE: 'true'}
      expect(enforceNoDemoBuildInProduction(env)).toBe(true)
      expect(env.GATSBY_DEMO_MODE).toBe('false')
    },
  )

  it('is left as set in local builds', () => {
    for (const CONTEXT of ['dev', undefined]) {
      const env: Record<string, string | undefined> = {CONTEXT, GATSBY_DEMO_MODE: 'true'}
      expect(enforceNoDemoBuildInProduction(env)).toBe(false)
      expect(env.GATSBY_DEMO_MODE).toBe('true')
    }
  })
})
