import {spawn, type ChildProcess} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {E2E_PORT} from '../support/e2e-env'
import {DEV_URL, startDevServer, stopDevServer, type DevServer} from '../support/dev-server'

/**
 * `npm run preview` and `npm start` from the same clone at the same time: the preview builds in its own
 * copy of the project, so neither clears the other's .cache or public/; both answer /toolkit. `npm start`'s mailed
 * links follow its port, and coach@localhost (the local address docs/local-development.md names) gets the sign-in link in the outbox.
 */
const COLD_START_LIMIT_MS = 20 * 60_000
const PREVIEW_PORT = E2E_PORT + 4000
const PREVIEW_URL = `http://127.0.0.1:${PREVIEW_PORT}`

let server: DevServer | undefined
let preview: ChildProcess | undefined
let previewDir = ''

/** Answers with the page's HTML once Gatsby's development server serves it with its root element. */
async function gatsbyPage(url: string): Promise<string | undefined> {
  const res = await fetch(url).catch(() => undefined)
  if (!res?.ok) return undefined
  const html = await res.text()
  return html.includes('id="___gatsby"') ? html : undefined
}

test.describe.serial('npm run preview beside npm start', () => {
  test.beforeAll(async () => {
    test.setTimeout(COLD_START_LIMIT_MS + 60_000)
    previewDir = mkdtempSync(path.join(tmpdir(), 'preview-copy-'))
    preview = spawn('npm', ['run', 'preview'], {
      env: {...process.env, PREVIEW_PORT: String(PREVIEW_PORT), PREVIEW_DIR: previewDir},
      detached: true,
      stdio: 'ignore',
    })
    server = await startDevServer(COLD_START_LIMIT_MS)
  })

  test.afterAll(async () => {
    await stopDevServer(server)
    if (preview?.pid && preview.exitCode === null) process.kill(-preview.pid, 'SIGTERM')
    if (previewDir) rmSync(previewDir, {recursive: true, force: true})
  })

  test('both answer /toolkit, before and after the other has compiled', async () => {
    test.setTimeout(COLD_START_LIMIT_MS)
    await expect.poll(() => gatsbyPage(`${DEV_URL}/toolkit`), {timeout: 600_000}).toBeTruthy()
    await expect.poll(() => gatsbyPage(`${PREVIEW_URL}/toolkit`), {timeout: COLD_START_LIMIT_MS}).toBeTruthy()
    // The preview's start cleared nothing npm start serves from.
    await expect.poll(() => gatsbyPage(`${DEV_URL}/toolkit`), {timeout: 600_000}).toBeTruthy()
    await expect.poll(() => gatsbyPage(`${PREVIEW_URL}/`), {timeout: 600_000}).toBeTruthy()
  })

  test("npm start's mailed links follow its port; coach@localhost can sign in locally", async ({request}) => {
    // As the back office's own page sends it (the sign-in refuses other origins).
    const signIn = await request.post(`${DEV_URL}/api/owner/sign-in`, {
      data: {email: 'coach@localhost'},
      headers: {origin: DEV_URL},
    })
    expect(signIn.ok()).toBe(true)
    await expect
      .poll(async () => {
        const {mails} = (await (await request.get(`${DEV_URL}/api/dev/outbox`)).json()) as {
          mails: Array<{to: string; text: string}>
        }
        return mails.find((mail) => mail.to === 'coach@localhost' && /\/owner\/sign-in\?token=/.test(mail.text))?.text
      })
      .toMatch(new RegExp(`${DEV_URL.replace(/[.:/]/g, '\\$&')}/owner/sign-in\\?token=`))
  })
})
