import {takeSecretFromUrl} from '../../../src/lib/url-secret'

describe('takeSecretFromUrl', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'))

  it('takes the secret out of the address bar and still finds it on a second mount and after a reload', () => {
    window.history.replaceState({scroll: 3}, '', '/refund?restore=abcdefghijklmnopqrstuvwxyz')
    expect(takeSecretFromUrl('restore', '/refund')).toBe('abcdefghijklmnopqrstuvwxyz')
    expect(window.location.pathname + window.location.search).toBe('/refund')
    // The page's other history state is kept.
    expect(window.history.state).toMatchObject({scroll: 3})
    expect(takeSecretFromUrl('restore', '/refund')).toBe('abcdefghijklmnopqrstuvwxyz')
  })

  it('is null when the link carried none', () => {
    window.history.replaceState(null, '', '/owner/sign-in')
    expect(takeSecretFromUrl('token', '/owner/sign-in')).toBeNull()
    expect(window.location.pathname).toBe('/owner/sign-in')
  })

  it('a new link replaces the one kept before', () => {
    window.history.replaceState({token: 'old-token'}, '', '/owner/sign-in?token=new-token')
    expect(takeSecretFromUrl('token', '/owner/sign-in')).toBe('new-token')
    expect(takeSecretFromUrl('token', '/owner/sign-in')).toBe('new-token')
  })
})
