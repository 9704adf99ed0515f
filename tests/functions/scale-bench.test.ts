import {measureFaults} from '../../bench/scale-faults.mts'
import {BENCH_ENV, measureFanOut, measureScale, seedScale, sizesAt} from '../../bench/scale-core.mts'

/**
 * The scale bench (`npm run bench:scale`, docs/capacity-bench.md) kept from rotting: its seeding and measuring core
 * at a few hundred records, against this file's own local Blobs, reports every figure with its record count. The
 * goals themselves are the full-size run's; here only that each view answered and each figure was measured.
 */
describe('the scale bench at a tiny size', () => {
  const saved = {...process.env}
  beforeAll(() => {
    Object.assign(process.env, BENCH_ENV)
    delete process.env.SMTP_URL
  })
  afterAll(() => {
    process.env = {...saved}
  })

  it('seeds every store, then measures every view, the export, the report, retention and the fan-out', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined)
    const sizes = sizesAt(0.002)
    expect(sizes).toEqual({captures: 200, orders: 40, messages: 20, audit: 400, contributors: 60, reminders: 100})
    const {cookie} = await seedScale(sizes, new Date())

    const figures = [...(await measureScale(sizes, cookie)), ...(await measureFanOut(sizes.reminders, 1))]
    const names = figures.map((figure) => figure.name)
    for (const view of ['Orders', 'Email list', 'Messages', 'Audit log'])
      expect(names).toContainEqual(expect.stringMatching(new RegExp(`^${view}: first page$`)))
    expect(names).toEqual(
      expect.arrayContaining([
        'CSV export: first byte',
        'CSV export: total',
        "Women's report",
        'Retention: one nightly run',
        'Reminder fan-out, run 1 of 1',
      ]),
    )
    for (const figure of figures) {
      expect(figure.records).toBeGreaterThan(0)
      expect(Number.isFinite(figure.seconds)).toBe(true)
    }
    // Every subscribed address is in the export (a tenth unsubscribed), and every reminder reached the push fake.
    expect(figures.find((figure) => figure.name === 'CSV export: total')?.note).toBe('180 rows')
    expect(figures.find((figure) => figure.name.startsWith('Reminder fan-out'))).toMatchObject({
      met: true,
      note: '100 of 100 delivered',
    })
  }, 180_000)

  it('the fault run: every operation done through a failing storage, every mail delivered once after SMTP returns', async () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined)
    // Mail that cannot be sent or queued is logged as an error by design; here the storage fails on purpose.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const {siteID, token} = JSON.parse(
      Buffer.from(process.env.NETLIFY_BLOBS_CONTEXT as string, 'base64').toString('utf8'),
    ) as {siteID: string; token: string}
    const figures = await measureFaults(sizesAt(0.002), {url: process.env.TEST_BLOBS_URL as string, token, siteID})
    expect(figures.map((figure) => figure.name)).toEqual([
      'Faults: every operation done',
      'Faults: mail once the server is back',
    ])
    const [operations, mail] = figures
    expect(operations.records).toBe(5 + 1 + 5 + 5)
    expect(operations.note).toMatch(/^storage requests \d+: [1-9]\d* failed, [1-9]\d* stalled, [1-9]\d* answers lost;/)
    expect(operations.note).toContain('lost: 0 (')
    expect(operations.met).toBe(true)
    // Five receipts, five guides, and the coach's notices of five sales and one refund: each once.
    expect(mail).toMatchObject({
      met: true,
      records: 16,
      note: '16 queued while the server was down; 16 delivered, 0 twice, 0 still queued, 0 given up',
    })
  }, 180_000)
})
