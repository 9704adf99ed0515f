/** @jest-environment node */
import {createServer, type Server} from 'node:net'
import path from 'node:path'
import {runPreflight} from '../../../build-time/preflight/run'
import {probeSmtp} from '../../../build-time/preflight/smtp-probe'
import {startFakeSanity} from '../../support/fake-sanity'
import {BAD_VALUES, finished, line, liveEnv} from '../../support/preflight-values'
import {projectPath} from '../../support/project-copy'
import {run} from '../../support/run-gatsby'
import {startSmtpServer} from '../../support/smtp'
import {buildFirstCommand} from '../../support/build-command'

/**
 * The preflight as the build runs it (DECISIONS 42): against a local fake of Sanity's API holding the coach's site
 * settings and coupons, a real SMTP server, and the command `npm run build` starts with.
 */

// Each run resolves the mail server's name and spawns or reads content: slower than a unit test on a busy machine.
jest.setTimeout(30_000)

const listening = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as {port: number}).port)),
  )
const closing = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** A port nothing listens on: one that was just closed. */
async function closedPort() {
  const server = createServer()
  const port = await listening(server)
  await closing(server)
  return port
}

describe('the mail server check (connection and EHLO only)', () => {
  it('a real SMTP server answers', async () => {
    const smtp = await startSmtpServer()
    try {
      expect(await probeSmtp(new URL(smtp.url))).toEqual({kind: 'answered'})
    } finally {
      await smtp.close()
    }
  })

  it('a server that is not a mail server (a web server on that port) is named', async () => {
    const web = createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'))
    const port = await listening(web)
    try {
      expect(await probeSmtp(new URL(`smtp://127.0.0.1:${port}`))).toEqual({
        kind: 'not-smtp',
        reason: 'it greeted with "HTTP/1.1 400 Bad Request"',
      })
    } finally {
      await closing(web)
    }
  })

  it('a server the network does not reach is only unreachable', async () => {
    expect(await probeSmtp(new URL(`smtp://127.0.0.1:${await closedPort()}`))).toEqual({
      kind: 'unreachable',
      reason: 'ECONNREFUSED',
    })
  })
})

describe('runPreflight: what the live site would use, read from Sanity', () => {
  const coupons = [
    {_id: 'coupon-spring', _type: 'coupon', code: 'spring5', dollarsOff: 5, active: true},
    {_id: 'coupon-off', _type: 'coupon', code: 'OLD20', dollarsOff: 20, active: false},
    {_id: 'coupon-save10', _type: 'coupon', code: 'SAVE10', dollarsOff: 10, active: true},
  ]
  let fake: Awaited<ReturnType<typeof startFakeSanity>>
  beforeAll(async () => {
    fake = await startFakeSanity({documents: [{...finished, _id: 'siteSettings'}, ...coupons], sdl: ''})
  })
  afterAll(() => fake.close())

  const env = (overrides: Record<string, string> = {}) => ({
    ...liveEnv,
    SANITY_PROJECT_ID: 'fakeproject',
    SANITY_API_HOST: fake.apiHost,
    CONTEXT: 'production',
    ...overrides,
  })

  it('names every code the live site would accept, and stops on the example launch codes', async () => {
    const report = await runPreflight(env())
    expect(report.ok).toBe(false)
    expect(report.text.split('\n')).toEqual([
      'Preflight: mail server smtp.mailhost.com:587 could not be reached from here (ENOTFOUND): SMTP_URL was checked by its form only.',
      "Preflight: the other deploy contexts' ACCESS_TOKEN_SECRET could not be compared here (no Blobs access): the Setup page compares them.",
      'Preflight: coupons the live site would accept now: SPRING5, SAVE10.',
      'Preflight: this production build stops, 1 item to fix:',
      '  ✗ Coupons: the live site would accept the example launch codes SAVE10. In the Studio (Coupons), switch them off or delete them; create your own codes there.',
      'Fix them, then deploy again. Print this list any time: CONTEXT=production npm run preflight',
    ])
  })

  it.each(BAD_VALUES.map(([name, value, says]) => [name, value, says] as const))(
    '%s=%j stops the production build with its one line',
    async (name, value, says) => {
      const report = await runPreflight(env({[name]: value}))
      expect(report.ok).toBe(false)
      expect(report.text).toContain(`  ✗ ${line(name, says)}\n`)
    },
  )
})

/** Bad values in rounds that each set a setting once, keeping the pairs checked together apart. */
function rounds() {
  const group = (name: string) =>
    /^(GATSBY_)?SITE_URL$/.test(name) ? 'site' : name.startsWith('VAPID_') ? 'vapid' : name
  const result: Array<Array<(typeof BAD_VALUES)[number]>> = []
  for (const entry of BAD_VALUES) {
    const round = result.find((candidate) => candidate.every(([name]) => group(name) !== group(entry[0])))
    if (round) round.push(entry)
    else result.push([entry])
  }
  return result
}

describe('the production build fails on each bad value (its first command, as package.json runs it)', () => {
  const [command, ...args] = buildFirstCommand()

  it.each(rounds().map((round, index) => [index + 1, round] as const))(
    'round %i',
    async (_index, round) => {
      const unreachable = `http://127.0.0.1:${await closedPort()}`
      const values = Object.fromEntries(round.map(([name, value]) => [name, value]))
      const project = values.SANITY_PROJECT_ID ?? 'fakeproject'
      const result = await run(command, args, {
        cwd: path.resolve('.'),
        env: {
          PATH: projectPath(),
          NETLIFY: 'true',
          CONTEXT: 'production',
          ...liveEnv,
          SANITY_PROJECT_ID: 'fakeproject',
          SANITY_API_HOST: unreachable,
          ...values,
        },
      })
      expect(result.code).toBe(1)
      const lines = result.output.trimEnd().split('\n')
      for (const [name, , says] of round) expect(lines).toContain(`  ✗ ${line(name, says)}`)
      // Sanity unreachable: one line, and no stack trace.
      expect(lines).toContain(
        `  ✗ Content: Sanity project ${project} (dataset production) could not be reached (ECONNREFUSED), so its site settings, coupons and the clinical reviews of its health documents are not checked. Check SANITY_PROJECT_ID and SANITY_DATASET (sanity.io/manage → your project) and, for a private dataset, SANITY_READ_TOKEN.`,
      )
      expect(lines.filter((text) => /^\s+at /.test(text))).toEqual([])
      // No Blobs here: one note says the deploy contexts' secrets were not compared.
      expect(lines.filter((text) => text.includes('could not be compared here (no Blobs access)'))).toHaveLength(1)
      expect(lines).toHaveLength(round.length + 4 + (round.some(([name]) => name === 'SMTP_URL') ? 0 : 1))
    },
    60_000,
  )
})
