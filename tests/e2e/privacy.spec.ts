import {decodeJwt} from 'jose'
import {expect, test, type Page} from '@playwright/test'
import {addressKeyOfId} from '../../netlify/functions/_shared/email'
import {sha256Hex} from '../../netlify/functions/_shared/sha256'
import {trackingRecordKey} from '../../netlify/functions/_shared/tracking'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {grantAccessInBrowser} from './support/access'
import {E2E_ENV} from './support/e2e-env'
import {expectNoAxeViolations} from './support/axe'
import {useMailbox} from './support/mailbox'
import {readStoredBlob} from './support/stored-blobs'

/** DECISIONS 20: every stored item can be deleted by its owner from the page where it was made. */
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key)
/** The toast on screen (Radix also copies its text into a live region for screen readers). */
const toastWith = (page: Page, text: string) => page.locator('[data-variant]').filter({hasText: text})

const smtp = useMailbox()

test.describe('deleting what the tools stored', () => {
  test('an assessment is deleted from its completion step', async ({page}) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.goto('/#symptom-checker')
    const tool = page.locator('#symptom-checker')
    await tool.getByRole('checkbox', {name: 'Hot Flashes'}).click()
    await tool.getByRole('button', {name: 'Continue'}).click()
    await tool.getByRole('button', {name: 'Get My Recommendations'}).click()
    const saved = page.waitForResponse(
      (res) => res.url().endsWith('/api/symptom-assessment') && res.request().method() === 'POST',
    )
    await tool.getByRole('button', {name: 'Complete Assessment'}).click()
    const {id, createdAt} = (await (await saved).json()) as {id: string; createdAt: string}
    const blobKey = `${createdAt.slice(0, 10)}/${id}`
    expect(readStoredBlob('assessments', blobKey)).not.toBeNull()

    const remove = tool.getByRole('button', {name: 'Delete my saved answers'})
    await expect(remove).toBeVisible()
    await expectNoAxeViolations(page)
    await remove.click()
    await expect(toastWith(page, 'Your assessment answers have been deleted from our server.')).toBeVisible()
    await expect(remove).toHaveCount(0)
    expect(readStoredBlob('assessments', blobKey)).toBeNull()
    expect(await stored(page, STORAGE_KEYS.savedAssessments)).toBeNull()
  })

  test('tracking data is deleted from the tracker', async ({page}) => {
    const email = `delete-tracking-${Date.now()}@example.com`
    await grantAccessInBrowser(page, 'purchaser')
    await page.goto('/toolkit#tracking')
    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
    await tracking.getByLabel('Email Address').fill(email)
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(tracking.getByText('1 day tracked')).toBeVisible()
    // The record belongs to the order the browser's purchaser token names: its key is the keyed hash the server
    // computes with the site's secret (netlify/functions/_shared/tracking.ts), and the index entry of the tracker
    // key this browser keeps names it.
    const {pid} = decodeJwt((await stored(page, STORAGE_KEYS.accessToken)) ?? '') as {pid: string}
    process.env.ACCESS_TOKEN_SECRET = E2E_ENV.ACCESS_TOKEN_SECRET
    const recordKey = trackingRecordKey(`order:${pid}`, email)
    const {key} = JSON.parse((await stored(page, STORAGE_KEYS.trackerKey)) ?? '{}') as {key: string}
    expect(readStoredBlob('tracking', `by-key/${sha256Hex(key)}`)).toEqual({recordKey})
    expect(readStoredBlob('tracking', recordKey)).not.toBeNull()

    await tracking.getByRole('button', {name: 'Delete my tracking data'}).click()
    await expect(toastWith(page, 'Your tracking data has been deleted.')).toBeVisible()
    await expect(tracking.getByText('Save your first check-in to start seeing your progress.')).toBeVisible()
    expect(readStoredBlob('tracking', recordKey)).toBeNull()
    expect(await stored(page, STORAGE_KEYS.trackerKey)).toBeNull()
  })

  test("the guide mail's unsubscribe link unsubscribes with one click, once", async ({page}) => {
    const email = `unsubscribe-${Date.now()}@example.com`
    await page.goto('/')
    const status = await page.evaluate(
      async (address) =>
        (
          await fetch('/api/email-capture', {
            method: 'POST',
            headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({email: address, source: 'exit-intent-popup'}),
          })
        ).status,
      email,
    )
    expect(status).toBe(200)
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email).length)
      .toBe(1)
    const mail = smtp.received.find((m) => m.to && 'text' in m.to && m.to.text === email)
    const link = /unsubscribe with one click: (\S+)/.exec(mail?.text ?? '')?.[1] as string
    expect(link).toMatch(/\/unsubscribe\?token=/)

    await page.goto(link)
    await expect(page.getByRole('heading', {level: 1, name: 'Unsubscribe'})).toBeVisible()
    await expect(page.getByRole('status')).toHaveText(/You are unsubscribed/)
    await expectNoAxeViolations(page)
    // The link names her record by its keyed id (email.ts), the server's to compute: the test reads it from the link.
    const id = new URL(link).searchParams.get('token')!.split('.')[0]
    expect(readStoredBlob('email-captures', addressKeyOfId(id))).toMatchObject({unsubscribedAt: expect.any(String)})
    await page.reload()
    await expect(page.getByRole('status')).toHaveText(/You were already unsubscribed/)
  })
})
