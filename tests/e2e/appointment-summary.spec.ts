import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test, type Page} from '@playwright/test'
import {addDays, format, subDays} from 'date-fns'
import {extractText, getDocumentProxy} from 'unpdf'
import {formatDay} from '../../src/features/tracking/summary-labels'
import {monthName} from '../../src/lib/health/score-trend'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'
import {pagePathOf, PUBLIC_DIR, publicFiles} from './support/public-files'

/**
 * See docs/health-rules.md. The monthly Menopause Rating Scale score, its trend, and the one-page summary for her appointment (print
 * and an on-device PDF), on a phone.
 */
const PHONE = {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}
const iso = (date: Date) => format(date, 'yyyy-MM-dd')

/** Psychological subscale 14 (items 4–7), depressive mood "very severe": the mood red flag. */
const FIRST = [
  'moderate',
  'mild',
  'severe',
  'very severe',
  'severe',
  'severe',
  'very severe',
  'mild',
  'none',
  'mild',
  'severe',
]
/** Psychological 9. */
const SECOND = [
  'mild',
  'mild',
  'moderate',
  'moderate',
  'moderate',
  'moderate',
  'severe',
  'mild',
  'none',
  'mild',
  'moderate',
]
const RATING = {none: 0, mild: 1, moderate: 2, severe: 3, 'very severe': 4} as const
const answersOf = (ratings: string[]) => ratings.map((rating) => RATING[rating as keyof typeof RATING])

async function takeScore(page: Page, ratings: string[]) {
  const score = page.getByTestId('monthly-score')
  await score.getByRole('button', {name: /Take the score/}).click()
  const groups = score.getByRole('group')
  await expect(groups).toHaveCount(11)
  for (const [index, rating] of ratings.entries())
    await groups.nth(index).getByRole('radio', {name: rating, exact: true}).check()
  await score.getByRole('button', {name: 'Save my score'}).click()
  await expect(page.getByText('Your score is saved.').first()).toBeVisible({timeout: 30_000})
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test.describe('monthly symptom score on a phone', () => {
  test.use(PHONE)
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  test('taken twice a month apart, it shows the trend in words and as a table; one score claims none', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const start = subDays(new Date(), 33)
    start.setHours(10, 0, 0, 0)
    await page.clock.install({time: start})
    await page.goto('/toolkit#tracking')
    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
    await tracking.getByLabel('Email Address').fill(`mrs-${Date.now()}@example.com`)
    const score = page.getByTestId('monthly-score')
    await expect(score.getByRole('status')).toContainText('Take your first score')

    // Missing answers are refused, naming the first one left.
    await score.getByRole('button', {name: 'Take the score'}).click()
    await score.getByRole('button', {name: 'Save my score'}).click()
    await expect(score.getByRole('alert')).toContainText('Hot flushes, sweating')
    await score.getByRole('button', {name: 'Cancel'}).click()

    await takeScore(page, FIRST)
    const latest = score.getByTestId('latest-score')
    await expect(latest).toContainText('Total: 25 of 44, severe', {timeout: 30_000})
    await expect(latest).toContainText('Psychological symptoms: 14 of 16, severe')
    await expect(latest.getByTestId('red-flag-card').locator('[data-red-flag="mood"]')).toBeVisible()
    await expect(score.getByTestId('score-trend')).toContainText('One score so far')
    await expect(score.getByTestId('score-trend')).not.toContainText('→')
    expect(await noSideways(page)).toBe(true)

    // A month later the toolkit suggests it again.
    const later = addDays(start, 31)
    await page.clock.setSystemTime(later)
    await page.reload()
    await expect(score.getByRole('status')).toContainText('it is time to take it again', {timeout: 30_000})
    await takeScore(page, SECOND)
    const trend = score.getByTestId('score-trend')
    const since = monthName(iso(start), iso(later), 'en-US')
    await expect(trend).toContainText(`Psychological symptoms: 14 → 9 since ${since} (down 5).`)
    await expect(trend).toContainText(`Total MRS score: 25 → 17 since ${since} (down 8).`)
    await expect(trend.getByRole('table').getByRole('row')).toHaveCount(3)
    await expect(score.getByText(/Next suggested on/)).toBeVisible()
    expect(await noSideways(page)).toBe(true)
    await expectNoAxeViolations(page)
  })
})

test.describe('the appointment summary on a phone', () => {
  test.use(PHONE)
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  /** 14 daily entries and two scores through the API with this browser's token and tracker key; a marked herb and stack item, a favorite herb. */
  async function seed(page: Page, email: string) {
    const today = new Date()
    await page.evaluate(
      async ({address, days, scores}) => {
        const token = localStorage.getItem('toolkit_access_token')
        const post = async (url: string, body: unknown) => {
          const key = JSON.parse(localStorage.getItem('symptom-tracker-key') ?? 'null')?.key
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${token}`,
              ...(key ? {'X-Tracker-Key': key} : {}),
            },
            body: JSON.stringify(body),
          })
          if (!res.ok) throw new Error(`${url} ${res.status}`)
          const answer = await res.json()
          if (answer.trackerKey)
            localStorage.setItem('symptom-tracker-key', JSON.stringify({email: address, key: answer.trackerKey}))
        }
        for (const score of scores) await post('/api/symptom-tracking/scores', {email: address, ...score})
        for (const [index, date] of days.entries())
          await post('/api/symptom-tracking', {
            email: address,
            date,
            symptoms: {hotFlashes: index < 7 ? 8 : 4, sleep: 6.5, mood: 3, energy: 3},
            notes: index === 13 ? 'Woke at 3 with a hot flush, then again at 5; tired all morning at work.' : '',
          })
      },
      {
        address: email,
        days: Array.from({length: 14}, (_, back) => iso(subDays(today, 13 - back))),
        scores: [
          {date: iso(subDays(today, 35)), answers: answersOf(FIRST)},
          {date: iso(subDays(today, 3)), answers: answersOf(SECOND)},
        ],
      },
    )
    await page.evaluate(
      ({favorites, stackKey, nameKey}) => {
        localStorage.setItem('menopause-favorites', JSON.stringify(favorites))
        // Marked: Black Cohosh's profile, and (as an older version stored it) a stack item by slug.
        localStorage.setItem(
          stackKey,
          JSON.stringify([{kind: 'remedy', slug: 'black-cohosh', dose: ''}, 'magnesium-glycinate']),
        )
        localStorage.setItem(nameKey, 'Ann Example')
      },
      {
        // A bookmark only: never listed as taken.
        favorites: [{id: 'remedy-ashwagandha', type: 'remedy', title: 'Ashwagandha', description: 'An herb.'}],
        stackKey: STORAGE_KEYS.summaryStack,
        nameKey: STORAGE_KEYS.summaryName,
      },
    )
  }

  async function openSummary(page: Page) {
    const email = `summary-${Date.now()}@example.com`
    await page.goto('/toolkit#tracking')
    await seed(page, email)
    await page.reload()
    const tracking = page.locator('#tracking')
    await expect(tracking.getByText('14 days tracked')).toBeVisible({timeout: 30_000})
    await expect(page.getByTestId('latest-score')).toBeVisible()
    await tracking.getByRole('button', {name: 'Print a summary for your doctor'}).click()
    const summary = page.getByRole('dialog', {name: 'Summary for your appointment'})
    await expect(summary.getByTestId('summary-sheet')).toContainText('Magnesium Glycinate')
    return summary
  }

  test('one page for her clinician on screen, on A4 and Letter paper, and as a PDF file made on the phone', async ({
    page,
  }) => {
    // 28 saves through the functions, then a page with every tool: slow on a shared machine.
    test.setTimeout(240_000)
    const summary = await openSummary(page)
    const printed = formatDay(iso(new Date()), 'en-US')

    await test.step('the sheet: score and trend, tracker comparison, supplements with doses and warnings', async () => {
      const sheet = summary.getByTestId('summary-sheet')
      await expect(sheet).toContainText('Summary for Ann Example')
      await expect(sheet).toContainText(`Printed: ${printed}`)
      await expect(sheet).toContainText('17 of 44, severe')
      await expect(sheet).toContainText('Psychological symptoms: 14 → 9')
      await expect(sheet).toContainText('What changed (last 7 entries vs the 7 before)')
      await expect(sheet).toContainText('Hot flashes: 4 vs 8 (-50%)')
      // Small charts of the tracker (14 entries) and the score (two), each labelled with its numbers.
      await expect(
        sheet.getByRole('img', {name: /^Hot flashes \(0–20 a day\), .*: first 8, last 4, lowest 4, highest 8$/}),
      ).toBeVisible()
      await expect(sheet.getByRole('img', {name: /^MRS total \(0–44\), /})).toBeVisible()
      await expect(sheet).toContainText('Black Cohosh — Usual dose: Usual range: 20 to 80 mg a day')
      await expect(sheet).toContainText('Avoid it if you have liver disease')
      await expect(sheet).not.toContainText('Ashwagandha')
      // Her own dose, typed in the summary, prints before the usual one and stays after a reload.
      await summary.getByLabel('Your dose of Black Cohosh').fill('40 mg at night')
      await expect(sheet).toContainText(
        'Black Cohosh — My dose: 40 mg at night · Usual dose: Usual range: 20 to 80 mg a day',
      )
      await expect(sheet).toContainText('Talk to your healthcare provider before starting any supplement.')
      await expect(sheet).toContainText('Reasons to see my clinician')
      // DECISIONS 45: a severe total is named among the reasons, with the bands' cut-offs beside the score.
      await expect(sheet).toContainText('Severe symptoms on the Menopause Rating Scale')
      await expect(sheet).toContainText('total 0–4 none or little, 5–8 mild, 9–16 moderate, 17+ severe')
      await expect(sheet).toContainText('My questions')
    })

    await test.step('no sideways scroll at 390 px', async () => {
      expect(await noSideways(page)).toBe(true)
      expect(await summary.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true)
      await expectNoAxeViolations(page)
    })

    await test.step('the downloaded PDF opens and carries the score, the doses and the print date', async () => {
      const download = page.waitForEvent('download')
      await summary.getByRole('button', {name: 'Download PDF'}).click()
      const file = await (await download).path()
      const pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)))
      expect(pdf.numPages).toBe(1)
      const flat = (await extractText(pdf, {mergePages: true})).text.replace(/\s+/g, ' ')
      expect(flat).toContain('Summary for Ann Example')
      expect(flat).toContain(`Printed: ${printed}`)
      expect(flat).toContain('17 of 44, severe')
      expect(flat).toContain('Psychological symptoms: 14 -> 9')
      expect(flat).toContain('Usual range: 20 to 80 mg a day')
      expect(flat).toContain('My dose: 40 mg at night')
      expect(flat).toContain('Magnesium Glycinate')
      expect(flat).toContain('100-200 mg elemental magnesium')
      expect(flat).toContain('Severe symptoms on the Menopause Rating Scale')
      expect(flat).toContain('17+ severe')
      expect(flat).toContain('Hot flashes (0–20 a day)')
    })

    await test.step('the print view is one page on A4 and on US Letter', async () => {
      await page.emulateMedia({media: 'print'})
      for (const paper of ['A4', 'Letter'] as const) {
        const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({format: paper})))
        expect(pdf.numPages, `${paper} pages`).toBe(1)
        const {text} = await extractText(pdf, {mergePages: true})
        expect(text).toContain('Menopause Rating Scale (MRS)')
        expect(text).toContain('20 to 80 mg')
      }
      await page.emulateMedia({media: 'screen'})
    })
  })
})

test.describe('the PDF library is never part of a first load', () => {
  test('no built page lists the chunk that carries jsPDF among its scripts', () => {
    const files = publicFiles()
    const scripts = files.filter((file) => file.endsWith('.js'))
    const pdfChunks = scripts.filter((file) => readFileSync(path.join(PUBLIC_DIR, file), 'utf8').includes('jsPDF'))
    expect(pdfChunks.length, 'the build has a jsPDF chunk').toBeGreaterThan(0)
    const pages = files.filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(5)
    for (const html of pages) {
      const text = readFileSync(path.join(PUBLIC_DIR, html), 'utf8')
      const loaded = [...text.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1])
      for (const chunk of pdfChunks) expect(loaded, `${pagePathOf(html)} loads ${chunk}`).not.toContain(chunk)
    }
  })
})

test.describe('"I take this" on the daily stack, on a phone (docs/health-rules.md)', () => {
  test.use(PHONE)
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  async function summarySheet(page: Page) {
    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Print a summary for your doctor'}).click()
    const dialog = page.getByRole('dialog', {name: 'Summary for your appointment'})
    await expect(dialog.getByTestId('summary-sheet')).toBeVisible()
    return dialog
  }

  test('a marked item stays marked after a reload and is on her summary with its dose; unmarked, it is gone', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/toolkit#amy-stack')
    const stack = page.locator('#amy-stack')
    const biotin = stack.getByRole('button', {name: 'I take this: Biotin'})
    await expect(biotin).toHaveAttribute('aria-pressed', 'false', {timeout: 30_000})
    await expect(biotin).toHaveText('I take this')
    const box = await biotin.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    expect(box!.width).toBeGreaterThanOrEqual(44)
    // The provider note stays with the stack.
    await expect(stack.getByText(/Talk to your healthcare provider before starting any supplement/)).toBeVisible()

    await biotin.tap()
    await expect(biotin).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(biotin).toHaveAttribute('aria-pressed', 'true', {timeout: 30_000})
    expect(await noSideways(page)).toBe(true)
    await expectNoAxeViolations(page)

    await page.locator('#tracking').getByRole('button', {name: 'Try Tracker Now'}).click()
    let summary = await summarySheet(page)
    const sheet = summary.getByTestId('summary-sheet')
    await expect(sheet).toContainText('Biotin — Usual dose: 30-1,000 mcg')
    await expect(sheet).toContainText('tell your doctor and the lab you take it')
    // Only what she marked: no other stack item is listed.
    await expect(sheet).not.toContainText('Magnesium')
    await expect(sheet).not.toContainText('Creatine')
    await page.keyboard.press('Escape')
    await expect(summary).toBeHidden()

    // Unmarked with the keyboard, it leaves the summary.
    await biotin.focus()
    await page.keyboard.press('Enter')
    await expect(biotin).toHaveAttribute('aria-pressed', 'false')
    summary = await summarySheet(page)
    await expect(summary.getByTestId('summary-sheet')).not.toContainText('Biotin')
    await expect(summary.getByTestId('summary-sheet')).toContainText('None listed.')
  })

  test("a supplement's profile marked in the remedy database is on her summary with the dose she gives; a favorite is not", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/toolkit#remedies')
    const remedies = page.locator('#remedies')
    // A favorite that is not marked stays off the summary.
    await remedies.getByRole('button', {name: 'View Details: Black Cohosh'}).tap()
    await page
      .getByRole('dialog', {name: /Black Cohosh/})
      .getByRole('button', {name: /Save Black Cohosh to favorites/})
      .tap()
    await page.keyboard.press('Escape')
    await remedies.getByRole('searchbox', {name: 'Search remedies'}).fill('Sage')
    await remedies.getByRole('button', {name: 'View Details: Sage Tea'}).tap()
    const details = page.getByRole('dialog', {name: /Sage Tea/})
    const mark = details.getByRole('button', {name: 'I take this: Sage Tea'})
    await expect(mark).toHaveAttribute('aria-pressed', 'false')
    const box = await mark.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
    await mark.tap()
    await expect(mark).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Escape')

    await page.goto('/toolkit#tracking')
    await page.locator('#tracking').getByRole('button', {name: 'Try Tracker Now'}).click()
    const summary = await summarySheet(page)
    const sheet = summary.getByTestId('summary-sheet')
    await expect(sheet).toContainText('Sage Tea — Usual dose:')
    await expect(sheet).not.toContainText('Black Cohosh')
    await summary.getByLabel('Your dose of Sage Tea').fill('1 cup a day')
    await expect(sheet).toContainText('Sage Tea — My dose: 1 cup a day · Usual dose:')
    // Every sentence of the profile's cautions, the estrogen-like one among them.
    const sage = JSON.parse(
      readFileSync(path.join(process.cwd(), 'content/remedies.ndjson'), 'utf8')
        .split('\n')
        .find((line) => line.includes('"sage-tea"'))!,
    ) as {sideEffects: string}
    for (const sentence of sage.sideEffects.split(/(?<=[.!?])\s+|\n+/).filter((text) => text.trim()))
      await expect(sheet).toContainText(sentence.trim())
    await expectNoAxeViolations(page)
  })
  test('many supplements marked: the printed type shrinks so the sheet stays one page on A4 and on Letter', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const slugsOf = (file: string, count: number) =>
      readFileSync(path.join(process.cwd(), 'content', file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .slice(0, count)
        .map((line) => (JSON.parse(line) as {slug: {current: string}}).slug.current)
    // Every daily-stack item and six remedy profiles, each with a dose as long as the field takes.
    const marked = [
      ...slugsOf('dailyStack.ndjson', 10).map((slug) => ({kind: 'stack', slug})),
      ...slugsOf('remedies.ndjson', 6).map((slug) => ({kind: 'remedy', slug})),
    ].map((item, index) => ({
      ...item,
      dose: `${index + 1}: ${'two capsules with breakfast, one more at night '.repeat(2)}`.slice(0, 60),
    }))
    await page.goto('/toolkit#tracking')
    await page.evaluate(({key, value}) => localStorage.setItem(key, JSON.stringify(value)), {
      key: STORAGE_KEYS.summaryStack,
      value: marked,
    })
    await page.reload()
    await page.locator('#tracking').getByRole('button', {name: 'Try Tracker Now'}).click()
    const summary = await summarySheet(page)
    const sheet = summary.getByTestId('summary-sheet')
    await expect(sheet).toContainText('16: two capsules')

    await page.emulateMedia({media: 'print'})
    // At the usual printed size it would run onto a second page (US Letter's height less the margins).
    const letterAreaPx = ((279.4 - 24) * 96) / 25.4
    expect(await sheet.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(letterAreaPx)
    for (const paper of ['A4', 'Letter'] as const) {
      const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({format: paper})))
      expect(pdf.numPages, `${paper} pages`).toBe(1)
      const text = (await extractText(pdf, {mergePages: true})).text.replace(/\s+/g, ' ')
      expect(text).toContain('16: two capsules')
      expect(text).toContain('Reasons to see my clinician')
      expect(text).toContain('My questions')
    }
    // After printing, the sheet is back to its usual size.
    expect(await sheet.evaluate((element) => element.style.getPropertyValue('--print-scale'))).toBe('')
    await page.emulateMedia({media: 'screen'})
  })
})
