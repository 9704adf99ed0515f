import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {test} from '@playwright/test'
import {startFakePushService} from '../../support/fake-push'
import {E2E_FAKE_PUSH_CA, E2E_FAKE_PUSH_PORT} from './e2e-env'

type FakePushService = Awaited<ReturnType<typeof startFakePushService>>

/**
 * A local push service for the tests of the calling describe block (tests/support/fake-push.ts): it listens on the
 * browser tests' push port and writes its certificate where the server's preload (fake-push-route.cjs) reads it,
 * so the functions' pushes to fcm.googleapis.com reach it, encrypted, and it decrypts them as the browser would.
 * Outside those tests no certificate is there, and pushes go nowhere, as before.
 */
export function useFakePushService(): FakePushService {
  let service: FakePushService | undefined
  test.beforeAll(async () => {
    service = await startFakePushService({route: false, port: E2E_FAKE_PUSH_PORT})
    mkdirSync(path.dirname(E2E_FAKE_PUSH_CA), {recursive: true})
    writeFileSync(E2E_FAKE_PUSH_CA, service.cert)
  })
  test.afterAll(async () => {
    rmSync(E2E_FAKE_PUSH_CA, {force: true})
    await service?.close()
  })
  return new Proxy({} as FakePushService, {
    get: (_, property) => {
      if (!service) throw new Error('The fake push service runs only while its tests run.')
      return Reflect.get(service, property)
    },
  })
}
