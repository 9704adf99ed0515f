import {base64UrlToBytes, isPushSupported} from '../../../../src/features/reminders/service-worker'

describe('service worker helpers', () => {
  it('decodes a base64url VAPID key to its raw bytes', () => {
    const bytes = Uint8Array.from({length: 65}, (_, i) => (i * 37) % 256)
    const encoded = Buffer.from(bytes).toString('base64url')
    expect(encoded).not.toContain('=')
    expect(Array.from(base64UrlToBytes(encoded))).toEqual(Array.from(bytes))
  })

  it('reports no push support where the browser lacks a service worker or push manager', () => {
    // jsdom has neither, like an old browser.
    expect(isPushSupported()).toBe(false)
  })
})
