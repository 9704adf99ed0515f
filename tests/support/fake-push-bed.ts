import webPush from 'web-push'
import {store, STORES} from '../../netlify/functions/_shared/blobs'
import {startFakePushService} from './fake-push'

type FakePushService = Awaited<ReturnType<typeof startFakePushService>>

/**
 * A push test file's bed: VAPID keys (and any other variables given) in the environment, one fake push service
 * for the file, and before each test empty push stores, no message received and no delay. Returns the service;
 * it starts in beforeAll, so use it inside tests and hooks (the object forwards to it once started).
 */
export function useFakePushService(env: Record<string, string> = {}): FakePushService {
  let service: FakePushService | null = null
  beforeAll(async () => {
    const vapid = webPush.generateVAPIDKeys()
    Object.assign(process.env, {
      ...env,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:support@example.com',
    })
    service = await startFakePushService()
  })
  afterAll(() => service?.close())
  beforeEach(async () => {
    for (const name of [STORES.reminders, STORES.pushSubscriptions]) {
      const {blobs} = await store(name).list()
      await Promise.all(blobs.map((blob) => store(name).delete(blob.key)))
    }
    service!.received.length = 0
    service!.setDelay(0)
  })
  return new Proxy({} as FakePushService, {
    get: (_, property) => {
      if (!service) throw new Error('The fake push service starts in beforeAll: use it inside tests')
      return Reflect.get(service, property)
    },
  })
}
