import {existsSync, readdirSync, statSync} from 'node:fs'
import path from 'node:path'
import {expect, test, type Page} from '@playwright/test'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'
import {E2E_ENV, E2E_PORT} from './support/e2e-env'
import {useMailbox} from './support/mailbox'
import {useFakePushService} from './support/push-service'
import {rawHeader} from '../support/smtp'
import {subscriptionKey} from '../../netlify/functions/_shared/push-store/records'
import {listStoredKeys, readStoredBlob} from './support/stored-blobs'

/** Every key (nested paths included) of a store in netlify dev's local Blobs sandbox. */
function allStoredKeys(store: string): string[] {
  const walk = (dir: string, prefix: string): string[] =>
    readdirSync(dir).flatMap((name) =>
      statSync(path.join(dir, name)).isDirectory()
        ? walk(path.join(dir, name), `${prefix}${name}/`)
        : [`${prefix}${name}`],
    )
  const roots = ['.netlify', ...readdirSync('.').map((dir) => path.join(dir, '.netlify'))].map((dir) =>
    path.join(dir, 'blobs-serve', 'entries'),
  )
  return roots
    .filter((root) => existsSync(root))
    .flatMap((root) =>
      readdirSync(root).flatMap((scope) => {
        const dir = path.join(root, scope, `site:${store}`)
        return existsSync(dir) ? walk(dir, '') : []
      }),
    )
}

const mailbox = useMailbox()
const mailsTo = (email: string) =>
  mailbox.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email)

/** The reminder scheduler, called as Netlify calls it every minute. */
const runScheduler = () =>
  fetch(`http://localhost:${E2E_PORT}/.netlify/functions/send-reminders`, {method: 'POST'}).then((res) => res.status)

/** A channel's key as the server stores it (a mail channel's is keyed with the site's secret: the e2e one). */
const channelKey = (endpoint: string) => {
  process.env.ACCESS_TOKEN_SECRET = E2E_ENV.ACCESS_TOKEN_SECRET
  return subscriptionKey(endpoint)
}

/** Keys of a subscription no push service holds: messages to it cannot be read by anyone. */
const UNREADABLE_KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}

/**
 * Chromium cannot reach its push service (FCM) offline, so pushManager.subscribe is answered with a
 * subscription of the same shape, as the browser would return it: by default with keys nobody holds, or the
 * keys a fake push service issued (its private half stays with the fake, which decrypts what it receives).
 * Everything else is real: the permission, the service worker, our page and functions.
 */
async function stubPushService(page: Page, endpoint: string, keys = UNREADABLE_KEYS) {
  await page.addInitScript(
    ({url, subscriptionKeys}) => {
      const key = 'e2e-push-subscription'
      const make = () => ({
        endpoint: url,
        expirationTime: null,
        options: {userVisibleOnly: true},
        toJSON: () => ({endpoint: url, expirationTime: null, keys: subscriptionKeys}),
        unsubscribe: async () => {
          sessionStorage.removeItem(key)
          return true
        },
      })
      PushManager.prototype.subscribe = async function () {
        sessionStorage.setItem(key, '1')
        return make() as unknown as PushSubscription
      }
      PushManager.prototype.getSubscription = async function () {
        return (sessionStorage.getItem(key) ? make() : null) as unknown as PushSubscription
      }
    },
    {url: endpoint, subscriptionKeys: keys},
  )
}

/** A toast's text (the Radix region; screen-reader announcements repeat it elsewhere). */
const toastText = (page: Page, text: string) =>
  page.getByRole('region', {name: 'Notifications (F8)'}).getByText(text, {exact: true})

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      icon: n.icon,
      badge: n.badge,
    })),
  )

test.describe('wellness reminders', () => {
  test('visitors see the locked teaser', async ({page}) => {
    await page.goto('/wellness-reminders')
    await expect(page.getByRole('heading', {level: 1, name: 'Daily Wellness Reminders'})).toBeVisible()
    await expect(page.getByRole('link', {name: 'Unlock Daily Reminders - $37'})).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('link', {name: 'Back to Home'})).toHaveAttribute('href', '/')
    await expect(page.getByRole('heading', {name: 'Why Daily Reminders Matter'})).toBeVisible()
    await expect(page.getByRole('button', {name: 'Enable Notifications'})).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('the site installs: manifest, icons and service worker', async ({page}) => {
    await page.goto('/wellness-reminders')
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifest = await (await page.request.get(manifestHref!)).json()
    expect(manifest).toMatchObject({display: 'standalone', start_url: expect.any(String)})
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL))
      .toMatch(/\/sw\.js$/)
  })

  test('a purchaser whose browser lacks push support is told which browsers work', async ({page}) => {
    await grantAccessInBrowser(page)
    await page.addInitScript(() => {
      delete (window as {PushManager?: unknown}).PushManager
    })
    await page.goto('/wellness-reminders')
    await expect(page.getByRole('heading', {name: 'Push Notifications Not Supported'})).toBeVisible()
    await expect(page.getByText('Please try Chrome, Firefox or Safari.', {exact: false})).toBeVisible()
    await expect(page.getByText(/add this site to your Home Screen/)).toBeVisible()
  })

  test('pages a visitor has seen still open offline', async ({page, context}) => {
    await page.goto('/wellness-reminders')
    await page.evaluate(() => navigator.serviceWorker.ready)
    // Once the worker controls the page, visited pages go into its cache.
    await page.reload()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.goto('/privacy-policy/')
    await context.setOffline(true)
    await page.goto('/wellness-reminders')
    await expect(page.getByRole('heading', {level: 1, name: 'Daily Wellness Reminders'})).toBeVisible()
    await page.goto('/privacy-policy/')
    await expect(page.getByRole('heading', {level: 1, name: 'Privacy Policy'})).toBeVisible()
    await context.setOffline(false)
  })

  test('without permission, asking is offered; refusing shows the destructive toast and the blocked notice', async ({
    page,
    context,
  }) => {
    await grantAccessInBrowser(page)
    await page.goto('/wellness-reminders')
    // No permission granted to the context: Chromium answers requestPermission with "denied" in headless mode.
    await context.clearPermissions()
    await page.getByRole('button', {name: 'Enable Notifications'}).click()
    await expect(
      toastText(page, 'Please enable notifications in your browser settings to receive wellness reminders.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', {name: 'Notifications Blocked'})).toBeVisible()
    // Steps for her browser, the iPhone's among them.
    await expect(page.getByText(/Chrome or Edge: click the icon left of the address/)).toBeVisible()
    await expect(page.getByText(/iPhone or iPad: add this site to your Home Screen/)).toBeVisible()
  })

  test('permission granted but no push service reachable: never "on", and she is told so', async ({page, context}) => {
    await context.grantPermissions(['notifications'])
    await grantAccessInBrowser(page)
    // No stub: Chromium's own pushManager.subscribe cannot reach its push service here and fails, as in a browser without one.
    await page.goto('/wellness-reminders')
    await page.getByRole('button', {name: 'Enable Notifications'}).click()
    await expect(page.getByRole('heading', {name: "Reminders Can't Reach This Browser Yet"})).toBeVisible()
    await expect(toastText(page, 'Reminders Not Set Up')).toBeVisible()
    await expect(page.getByText('Notifications Enabled!')).toHaveCount(0)
    for (const name of ['Send a Test Reminder', 'Turn Off Notifications'])
      await expect(page.getByRole('button', {name})).toHaveCount(0)
    await expect(page.getByTestId('reminder')).toHaveCount(0)
    await expect(page.getByText(/add this site to your Home Screen/)).toBeVisible()
    await expect(page.getByRole('button', {name: 'Try Again'})).toBeVisible()
  })

  test('a purchaser enables push, schedules, adds and deletes reminders, and gets a test notification', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    await grantAccessInBrowser(page)
    const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`
    await stubPushService(page, endpoint)
    await page.goto('/wellness-reminders')

    await page.getByRole('button', {name: 'Enable Notifications'}).click()
    await expect(toastText(page, 'Notifications Enabled!')).toBeVisible()
    const sub = channelKey(endpoint)
    await expect
      .poll(() => readStoredBlob('push-subscriptions', sub))
      .toMatchObject({endpoint, keys: {auth: 'tBHItJI5svbpez7KI4CCXg'}})

    // The four default reminders, all off.
    const rows = page.getByTestId('reminder')
    await expect(rows).toHaveCount(4)
    for (const name of ['Good Morning!', 'Midday Supplement Reminder', 'Mindfulness Break', 'Evening Reflection']) {
      await expect(page.getByRole('switch', {name: `Enable ${name}`})).not.toBeChecked()
    }
    await expectNoAxeViolations(page)

    // Enable with the keyboard: the server schedules it at this browser's time zone.
    const morning = page.getByRole('switch', {name: 'Enable Good Morning!'})
    await morning.focus()
    await page.keyboard.press('Space')
    await expect(morning).toBeChecked()
    await expect(toastText(page, 'Good Morning! at 08:00')).toBeVisible()
    await expect
      .poll(() => readStoredBlob('reminders', `r/${sub}/1`))
      .toMatchObject({title: 'Good Morning!', time: '08:00', timeZone: expect.any(String)})
    expect(listStoredKeys('reminders').some((key) => key.startsWith('due'))).toBe(true)

    // Disable: off locally and on the server.
    await morning.click()
    await expect(toastText(page, 'Reminder Disabled')).toBeVisible()
    await expect(morning).not.toBeChecked()
    await expect.poll(() => readStoredBlob('reminders', `r/${sub}/1`)).toBeNull()

    // A custom reminder needs a time and a title.
    await page.getByRole('button', {name: 'Add Reminder'}).click()
    await expect(toastText(page, 'Please provide both time and title for your custom reminder.')).toBeVisible()
    await page.getByLabel('Time').fill('07:15')
    await page.getByLabel('Title', {exact: true}).fill('Morning walk')
    await page.getByLabel('Title', {exact: true}).press('Enter')
    await expect(toastText(page, 'Custom Reminder Added')).toBeVisible()
    await expect(page.getByText('Custom reminder: Morning walk')).toBeVisible()
    await expect(page.getByRole('switch', {name: 'Enable Morning walk'})).not.toBeChecked()

    // Saved in this browser, and still there after a reload.
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('wellnessReminders') ?? '[]'))
    expect(saved).toHaveLength(5)
    await page.reload()
    await expect(page.getByRole('switch', {name: 'Enable Morning walk'})).toBeVisible()

    await page.getByRole('button', {name: 'Delete Morning walk'}).press('Enter')
    await expect(toastText(page, 'Custom reminder has been removed')).toBeVisible()
    await expect(page.getByTestId('reminder')).toHaveCount(4)
    // Its Delete button went with it: her focus is on the switch now in its place, the last one.
    await expect(page.getByTestId('reminder').last().getByRole('switch')).toBeFocused()

    // The test reminder goes through the server to her push service. This server cannot reach FCM, so
    // she is told it was not sent, never that it was (the function tests deliver it to a local push service).
    const testCall = page.waitForResponse((res) => res.url().endsWith('/api/test-reminder'))
    await page.getByRole('button', {name: 'Send a Test Reminder'}).click()
    expect((await testCall).request().postDataJSON()).toEqual({endpoint})
    await expect(toastText(page, 'Test Reminder Not Sent')).toBeVisible()
    await expect(page.getByText('Test Reminder Sent', {exact: true})).toHaveCount(0)

    // Turning notifications off deletes the subscription and everything stored for it, reminders included.
    await morning.click()
    await expect.poll(() => readStoredBlob('reminders', `r/${sub}/1`)).toMatchObject({title: 'Good Morning!'})
    await expect(
      page.getByText(
        'Turning notifications off deletes this browser’s subscription and all its reminders from our server.',
      ),
    ).toBeVisible()
    await page.getByRole('button', {name: 'Turn Off Notifications'}).click()
    await expect(page.getByRole('button', {name: 'Enable Notifications'})).toBeVisible()
    await expect.poll(() => readStoredBlob('push-subscriptions', sub)).toBeNull()
    // Keys naming the subscription, and entries for it inside the slot index of its shard (shared with others).
    const storedForSub = () =>
      allStoredKeys('reminders').filter(
        (key) =>
          key.includes(sub) ||
          (key.startsWith('due/') &&
            key.endsWith(`/${sub[0]}`) &&
            JSON.stringify(readStoredBlob('reminders', key)).includes(sub)),
      )
    await expect.poll(storedForSub).toEqual([])
    expect(allStoredKeys('push-subscriptions').filter((key) => key.includes(sub))).toEqual([])
  })

  test('the service worker shows a pushed reminder with its title and body', async ({page, context}) => {
    await context.grantPermissions(['notifications'])
    await grantAccessInBrowser(page)
    await page.goto('/wellness-reminders')
    await page.evaluate(() => navigator.serviceWorker.ready)
    const registration = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({registrations}) => {
        const match = registrations.find((r) => r.scopeURL === registration)
        if (match) resolve(match.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(registration).origin,
      registrationId: await registrationId,
      data: JSON.stringify({
        title: 'Good Morning!',
        body: 'Start your day with a symptom check-in',
        url: '/toolkit#tracking',
        tag: 'reminder-1',
      }),
    })
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual(expect.objectContaining({title: 'Good Morning!', body: 'Start your day with a symptom check-in'}))
  })

  test.describe('through a local push service', () => {
    // The functions' pushes to fcm.googleapis.com reach this fake (support/push-service.ts), which decrypts them
    // with the private keys of the subscriptions it issued, as her browser would.
    const pushService = useFakePushService()

    test('a test reminder reaches her push service once, encrypted for her subscription; "sent" only once the server said so', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['notifications'])
      await grantAccessInBrowser(page)
      const subscription = pushService.subscribe()
      await stubPushService(page, subscription.endpoint, subscription.keys)
      await page.goto('/wellness-reminders')

      await page.getByRole('button', {name: 'Enable Notifications'}).click()
      await expect(toastText(page, 'Notifications Enabled!')).toBeVisible()
      const sub = channelKey(subscription.endpoint)
      await expect
        .poll(() => readStoredBlob('push-subscriptions', sub))
        .toMatchObject({endpoint: subscription.endpoint, keys: subscription.keys})
      expect(pushService.count).toBe(0)

      // The request is held on its way to the server: until the server answers, nothing says it was sent.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/test-reminder', async (route) => {
        await held
        await route.continue()
      })
      const requested = page.waitForRequest((req) => req.url().endsWith('/api/test-reminder'))
      await page.getByRole('button', {name: 'Send a Test Reminder'}).click()
      expect((await requested).postDataJSON()).toEqual({endpoint: subscription.endpoint})
      await expect(page.getByRole('button', {name: 'Send a Test Reminder'})).toBeVisible()
      await expect(page.getByText('Test Reminder Sent', {exact: true})).toHaveCount(0)
      expect(pushService.count).toBe(0)

      const answered = page.waitForResponse((res) => res.url().endsWith('/api/test-reminder'))
      release()
      expect((await answered).status()).toBe(200)
      await expect(toastText(page, 'Test Reminder Sent')).toBeVisible()
      // Exactly one message reached the push service, for her endpoint, readable only with her subscription's keys.
      expect(pushService.count).toBe(1)
      expect(pushService.received).toEqual([
        expect.objectContaining({
          endpointId: subscription.id,
          payload: expect.objectContaining({title: 'Test Notification', body: 'Your wellness reminders are working.'}),
          authorization: expect.stringMatching(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/),
        }),
      ])

      await page.unroute('**/api/test-reminder')
      await page.getByRole('button', {name: 'Turn Off Notifications'}).click()
      await expect.poll(() => readStoredBlob('push-subscriptions', sub)).toBeNull()
    })

    test('with permission denied, nothing she presses shows reminders on, stores a subscription or sends a push', async ({
      page,
      context,
    }) => {
      await grantAccessInBrowser(page)
      const subscription = pushService.subscribe()
      const pushesBefore = pushService.count
      await stubPushService(page, subscription.endpoint, subscription.keys)
      await page.goto('/wellness-reminders')
      await context.clearPermissions()
      await page.getByRole('button', {name: 'Enable Notifications'}).click()
      await expect(page.getByRole('heading', {name: 'Notifications Blocked'})).toBeVisible()
      await page.reload()
      await expect(page.getByRole('heading', {name: 'Get Your Reminders by Email Instead'})).toBeVisible()
      await expect(page.getByRole('heading', {name: 'Notifications Blocked'})).toBeVisible()
      await expect(page.getByText(/Enabled|Scheduled/)).toHaveCount(0)
      await expect(page.getByRole('switch')).toHaveCount(0)
      await expect(page.getByRole('button', {name: 'Send a Test Reminder'})).toHaveCount(0)
      expect(readStoredBlob('push-subscriptions', channelKey(subscription.endpoint))).toBeNull()
      expect(pushService.count).toBe(pushesBefore)
      expect(pushService.received.filter((push) => push.endpointId === subscription.id)).toEqual([])
    })
  })

  test.describe('where push cannot reach (DECISIONS 39)', () => {
    test.use({timezoneId: 'America/New_York'})

    test('permission denied never shows "Enabled" or "Scheduled", even after every timer ran; email is offered', async ({
      page,
      context,
    }) => {
      await page.clock.install()
      await grantAccessInBrowser(page)
      await page.goto('/wellness-reminders')
      await context.clearPermissions()
      await page.getByRole('button', {name: 'Enable Notifications'}).click()
      await expect(page.getByRole('heading', {name: 'Notifications Blocked'})).toBeVisible()
      await expect(page.getByText(/iPhone or iPad: add this site to your Home Screen/)).toBeVisible()
      for (const step of ['00:00:05', '00:10:00', '25:00:00']) {
        await page.clock.fastForward(step)
        await expect(page.getByText(/Enabled|Scheduled/)).toHaveCount(0)
        await expect(page.getByRole('switch')).toHaveCount(0)
      }
      await expect(page.getByRole('heading', {name: 'Get Your Reminders by Email Instead'})).toBeVisible()
      await expect(page.getByRole('button', {name: 'Send a Test Reminder'})).toHaveCount(0)
    })

    test('reminders by email: a test reminder and the daily one reach her mailbox at her local time, once', async ({
      page,
    }) => {
      test.setTimeout(240_000)
      await grantAccessInBrowser(page)
      // An iPhone not added to the Home Screen: no push at all.
      await page.addInitScript(() => {
        delete (window as {PushManager?: unknown}).PushManager
      })
      await page.goto('/wellness-reminders')
      await expect(page.getByRole('heading', {name: 'Push Notifications Not Supported'})).toBeVisible()
      await expect(page.getByTestId('reminder')).toHaveCount(0)

      const email = `fallback-${Date.now()}@example.com`
      await page.getByLabel('Your email address').fill(email)
      await page.getByRole('button', {name: 'Send My Reminders by Email'}).click()
      // Double opt-in (DECISIONS 39): pending until she follows the link mailed to the address, and not "on" before.
      await expect(toastText(page, 'Follow the link we emailed you to confirm your address.')).toBeVisible()
      await expect(page.getByRole('heading', {name: 'Check Your Inbox to Confirm'})).toBeVisible()
      await expect(page.getByTestId('reminder')).toHaveCount(0)
      await expect(page.getByRole('button', {name: 'Send a Test Reminder'})).toHaveCount(0)
      const sub = channelKey(`mailto:${email}`)
      expect(readStoredBlob('push-subscriptions', sub)).toMatchObject({
        endpoint: `mailto:${email}`,
        email,
        confirmedAt: null,
      })
      await expectNoAxeViolations(page)
      await expect
        .poll(() => mailsTo(email).map((mail) => mail.subject))
        .toEqual(['Confirm your daily reminder emails'])
      const link = /^(http\S+\/confirm-reminder-email\?token=\S+)$/m.exec(mailsTo(email)[0].text ?? '')?.[1]
      expect(link).toBeDefined()
      mailbox.received.length = 0

      // She follows the link from her mail: confirmed on the server, then her reminders page says "on".
      await page.goto(link as string)
      // The first call of a function is bundled on demand by netlify dev: slow on a busy machine.
      await expect(
        page.getByRole('status').filter({hasText: 'Your address is confirmed: your reminder emails are on.'}),
      ).toBeVisible({timeout: 30_000})
      expect(readStoredBlob('push-subscriptions', sub)).toEqual({
        endpoint: `mailto:${email}`,
        email,
        confirmedAt: expect.any(String),
      })
      await page.getByRole('link', {name: 'Go to Your Reminders'}).click()
      await expect(page.getByText(`Your reminders are sent by email to ${email}, at your local time.`)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByRole('button', {name: 'Send a Test Reminder'}).click()
      await expect(toastText(page, 'Check your inbox in a minute.')).toBeVisible()
      await expect
        .poll(() => mailsTo(email).map((mail) => mail.subject))
        .toEqual(['Test reminder: your daily reminders reach this address'])

      // A reminder at the start of the next minute on her clock in New York, or of the one after when fewer than 30 s
      // are left to save it before it is due (the test waits for real minutes: the scheduler reads the server's clock).
      const nextMinute = Math.ceil(Date.now() / 60_000) * 60_000
      const due = new Date(nextMinute - Date.now() >= 30_000 ? nextMinute : nextMinute + 60_000)
      const time = due.toLocaleTimeString('en-GB', {timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit'})
      await page.getByLabel('Time').fill(time)
      await page.getByLabel('Title', {exact: true}).fill('Evening walk')
      await page.getByRole('button', {name: 'Add Reminder'}).click()
      const walk = page.getByRole('switch', {name: 'Enable Evening walk'})
      await walk.click()
      await expect(toastText(page, `Evening walk at ${time}`)).toBeVisible()
      await expect(walk).toBeChecked()

      // After a reload the channel is confirmed by the server again, and the reminder is still on.
      await page.reload()
      await expect(page.getByRole('switch', {name: 'Enable Evening walk'})).toBeChecked()

      // The scheduler runs every minute on Netlify; here the test calls it the same way until the mail is there.
      const walks = () => mailsTo(email).filter((mail) => mail.subject === 'Reminder: Evening walk')
      await expect
        .poll(
          async () => {
            expect(await runScheduler()).toBe(200)
            return walks().length
          },
          {timeout: 200_000, intervals: [5_000]},
        )
        .toBe(1)
      expect(Date.now()).toBeGreaterThanOrEqual(due.getTime())
      for (let run = 0; run < 2; run += 1) expect(await runScheduler()).toBe(200)
      expect(walks()).toHaveLength(1)
      expect(walks()[0].text).toContain('Custom reminder: Evening walk')
      expect(rawHeader(walks()[0], 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

      // The used link says so and changes nothing.
      await page.goto(link as string)
      await expect(page.getByRole('status').filter({hasText: 'This confirmation link was already used'})).toBeVisible()
      await page.goto('/wellness-reminders')

      // Turned off on the page: the address and its reminders leave the server.
      await page.getByRole('button', {name: 'Turn Off Reminder Emails'}).click()
      await expect(page.getByRole('button', {name: 'Send My Reminders by Email'})).toBeVisible()
      await expect.poll(() => readStoredBlob('push-subscriptions', sub)).toBeNull()
    })
  })
})
