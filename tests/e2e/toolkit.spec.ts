import {readFileSync} from 'node:fs'
import {TZDate} from '@date-fns/tz'
import {expect, test, type Page} from '@playwright/test'
import {addDays, format, subDays} from 'date-fns'
import {FREE_REMEDY_COUNT} from '../../content-model/options'
import {PAGE_SIZE} from '../../src/features/remedies/logic'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'
import {premiumGuideTexts, publishedRemedies, searchable, searchablePublicText} from './support/public-files'

type Remedy = {name: string; sortOrder: number; whatItIs: string; slug: {current: string}}
const remedies = readFileSync('content/remedies.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Remedy)
  .sort((a, b) => a.sortOrder - b.sortOrder)
const stackItems = readFileSync('content/dailyStack.ndjson', 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as {note: string; timing: string})
const stackNote = stackItems[0].note
/** Cards the stack shows: a "Morning & Evening" item is in two columns. */
const stackCardCount = stackItems.length + stackItems.filter((item) => item.timing === 'Morning & Evening').length

const remedyCards = (page: Page) => page.locator('#remedies article')

/** Her entries up to `until` as the server holds them, asked for with this browser's token and tracker key. */
const storedEntries = (page: Page, email: string, until: string) =>
  page.evaluate(
    async ({address, date}) => {
      const token = localStorage.getItem('toolkit_access_token')
      const {key} = JSON.parse(localStorage.getItem('symptom-tracker-key') ?? '{}')
      // Her address in its header, as the tracker sends it: never in the URL.
      const res = await fetch(`/api/symptom-tracking?${new URLSearchParams({date})}`, {
        headers: {Authorization: `Bearer ${token}`, 'X-Tracker-Key': key, 'X-Tracker-Email': address},
      })
      return (await res.json()) as {date: string; symptoms: {hotFlashes: number}}[]
    },
    {address: email, date: until},
  )

test.describe('toolkit page for a visitor', () => {
  test('shows the free remedies, the upsell and locked tools, and ships no premium text', async ({page, request}) => {
    await page.goto('/toolkit')
    await expect(page.getByRole('heading', {level: 1})).toBeVisible()
    await expect(page.getByRole('link', {name: '← Back to Home'})).toHaveAttribute('href', '/')
    await expect(remedyCards(page)).toHaveCount(6)
    await expect(
      page.getByRole('heading', {
        name: `${Math.floor((remedies.length - 6) / 5) * 5}+ More Supplement Profiles Available`,
      }),
    ).toBeVisible()
    await expect(page.getByRole('link', {name: 'Get Full Access - $37'})).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('link', {name: "Get Amy's Protocol - $37"})).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('link', {name: 'Unlock Tracking Tools - $37'})).toHaveAttribute('href', '/checkout')
    await expect(page.getByRole('link', {name: 'Get Your Toolkit Now - $37'})).toHaveAttribute('href', '/#purchase')
    await expect(page.getByRole('link', {name: 'Start Your Personal Assessment'})).toHaveAttribute('href', '/')
    await expect(page.getByRole('button', {name: 'Demo: Grant/Remove Access (for testing)'})).toHaveCount(0)
    for (const id of ['remedies', 'amy-stack', 'tracking', 'resources'])
      await expect(page.locator(`#${id}`)).toHaveCount(1)

    const html = await (await request.get('/toolkit/')).text()
    const pageData = await (await request.get('/page-data/toolkit/page-data.json')).text()
    expect(html + pageData).toContain(remedies[0].whatItIs.slice(0, 40))
    for (const premium of [
      remedies[6].whatItIs.slice(0, 40),
      remedies[39].whatItIs.slice(0, 40),
      stackNote.slice(0, 40),
    ]) {
      expect(html).not.toContain(premium)
      expect(pageData).not.toContain(premium)
    }
    await expectNoAxeViolations(page)
  })

  test('no page, page-data or script of the build carries the full sleep guide or the wellness tips (DECISIONS 30)', () => {
    const {teaser, premium} = premiumGuideTexts()
    const publicText = searchablePublicText()
    expect(publicText).toContain(searchable(teaser))
    // A free remedy profile (public by design) may share a tip word for word: such a tip is not a leak.
    const freeText = searchable(JSON.stringify(publishedRemedies().slice(0, FREE_REMEDY_COUNT)))
    const needles = premium.map(searchable).filter((needle) => needle.length >= 20 && !freeText.includes(needle))
    expect(needles.length).toBeGreaterThan(30)
    expect(needles.filter((needle) => publicText.includes(needle))).toEqual([])
  })

  test('the landing deep link opens the database filtered to that remedy', async ({page}) => {
    await page.goto('/toolkit?remedy=black-cohosh#remedies')
    await expect(page.getByRole('searchbox', {name: 'Search remedies'})).toHaveValue('Black Cohosh')
    await expect(remedyCards(page)).toHaveCount(1)
    // The heading lands just below the sticky header and section bar.
    const bar = page.getByRole('navigation', {name: 'Toolkit sections'})
    await expect
      .poll(async () =>
        Math.round(
          (await page.locator('#remedies h2').boundingBox())!.y -
            (await bar.boundingBox())!.y -
            (await bar.boundingBox())!.height,
        ),
      )
      .toBeGreaterThanOrEqual(0)
    expect(
      Math.round(
        (await page.locator('#remedies h2').boundingBox())!.y -
          (await bar.boundingBox())!.y -
          (await bar.boundingBox())!.height,
      ),
    ).toBeLessThanOrEqual(24)
  })
})

test.describe('toolkit page with the keyboard alone', () => {
  test('opens a remedy profile, saves it and closes it without a mouse', async ({page}) => {
    await page.goto('/toolkit')
    // Keys pressed before hydration reach a static button with no handler.
    await page.waitForLoadState('networkidle')
    const details = page.getByRole('button', {name: 'View Details: Black Cohosh'})
    await details.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', {name: /Black Cohosh/})
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', {name: 'What It Is'})).toBeVisible()
    await dialog.getByRole('button', {name: 'Save Black Cohosh to favorites'}).focus()
    await page.keyboard.press('Space')
    await expect(dialog.getByRole('button', {name: 'Save Black Cohosh to favorites'})).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(details).toBeFocused()
    await expect(page.getByRole('button', {name: 'Save Black Cohosh to favorites'})).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

test.describe('toolkit page for a reviewer', () => {
  test('sees every remedy and the daily stack', async ({page}) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.goto('/toolkit')
    // Every profile counts, 12 cards at a time (a phone should not scroll through all of them).
    await expect(page.locator('#remedies').getByText(`Showing ${remedies.length} remedies`)).toBeVisible()
    await expect(remedyCards(page)).toHaveCount(Math.min(PAGE_SIZE, remedies.length))
    await expect(page.locator('#amy-stack').getByRole('heading', {name: 'Morning Routine'})).toBeVisible()
  })

  test('reads the full sleep guide and the wellness strategies with their tips (premium, DECISIONS 30)', async ({
    page,
  }) => {
    const {premium} = premiumGuideTexts()
    const consult = JSON.parse(readFileSync('content/sleepGuide.ndjson', 'utf8').split('\n')[0])
      .consultList[0] as string
    const wellnessTip = JSON.parse(readFileSync('content/emotionalWellness.ndjson', 'utf8').split('\n')[0])
      .categories[0].tips[0] as string
    expect(premium).toEqual(expect.arrayContaining([consult, wellnessTip]))
    await grantAccessInBrowser(page, 'reviewer')
    await page.goto('/toolkit')
    const sleep = page.locator('#sleep')
    await expect(sleep.getByRole('heading', {name: 'When to Consult Your Healthcare Provider'})).toBeVisible()
    await expect(sleep.getByText(consult)).toBeVisible()
    await expect(page.locator('#wellness').getByText(wellnessTip)).toBeVisible()
  })
})

test.describe('toolkit page for a purchaser', () => {
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  test('sees every remedy, searches, filters, opens details and saves a favorite', async ({page}) => {
    await page.goto('/toolkit')
    await expect(page.locator('#remedies').getByText(`Showing ${remedies.length} remedies`)).toBeVisible()
    await expect(remedyCards(page)).toHaveCount(Math.min(PAGE_SIZE, remedies.length))
    await expect(page.getByText('More Supplement Profiles Available')).toHaveCount(0)

    const search = page.getByRole('searchbox', {name: 'Search remedies'})
    await search.fill('MELATONIN')
    await expect(remedyCards(page)).toHaveCount(1)
    await search.fill('')
    await page.getByRole('group', {name: 'Filter by category'}).getByRole('button', {name: 'Sleep'}).click()
    const sleepCount = await remedyCards(page).count()
    expect(sleepCount).toBeGreaterThan(3)
    expect(sleepCount).toBeLessThan(remedies.length)
    await search.fill('magnesium')
    expect(await remedyCards(page).count()).toBeLessThanOrEqual(sleepCount)
    await expect(remedyCards(page).first()).toContainText('Magnesium')

    await search.fill('ashwagandha')
    await page.getByRole('button', {name: 'View Details: Ashwagandha'}).click()
    const dialog = page.getByRole('dialog', {name: /Ashwagandha/})
    for (const heading of [
      'Symptoms Addressed',
      'What It Is',
      'In Action',
      'Evidence',
      'Dosage',
      'Side Effects & Considerations',
      'Usage Guidelines',
    ]) {
      await expect(dialog.getByRole('heading', {name: heading, exact: true})).toBeVisible()
    }
    await expect(dialog).toContainText(remedies[6].whatItIs.slice(0, 40))
    expect(await dialog.locator('section p').count()).toBeGreaterThan(5)
    await expect(dialog).toContainText('Talk to your healthcare provider')
    await dialog.getByRole('button', {name: 'Save Ashwagandha to favorites'}).click()
    await expect(dialog.getByRole('button', {name: 'Save Ashwagandha to favorites'})).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await page.goto('/favorites')
    const item = page.getByRole('listitem').filter({hasText: 'Ashwagandha'})
    await expect(item).toContainText('Remedy')
    await expect(item).toContainText('Category: herbs')
    await expect(page.getByRole('button', {name: 'Print Favorites'})).toBeVisible()
    await expectNoAxeViolations(page)
    await page.emulateMedia({media: 'print'})
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByRole('button', {name: 'Print Favorites'})).toBeHidden()
    await expect(item).toBeVisible()
    await page.emulateMedia({media: 'screen'})
    await page.getByRole('button', {name: 'Remove Ashwagandha from favorites'}).click()
    await expect(page.getByRole('link', {name: 'Explore Toolkit'})).toHaveAttribute('href', '/toolkit')
  })

  test('sees the daily stack in three columns', async ({page}) => {
    await page.goto('/toolkit#amy-stack')
    const stack = page.locator('#amy-stack')
    for (const column of ['Morning Routine', 'Evening Routine', 'Flexible Timing'])
      await expect(stack.getByRole('heading', {name: column})).toBeVisible()
    await expect(stack.getByRole('heading', {name: 'Magnesium Citrate'})).toHaveCount(2)
    // Each column shows the dose of that time, and the day's total once (docs/health-rules.md).
    await expect(stack.getByText('50-75 mg elemental magnesium each time')).toHaveCount(2)
    await expect(stack.getByText('Daily total: 100-150 mg elemental magnesium')).toHaveCount(2)
    await expect(stack.getByRole('link', {name: /Check out NAD\+ here/})).toHaveAttribute('target', '_blank')
    await expect(stack.getByRole('link', {name: /Check out NAD\+ here/})).toHaveAttribute(
      'rel',
      'sponsored noopener noreferrer',
    )
    // Every shop link is the disclosed one.
    await expect(stack.getByRole('link', {name: /^Check out .* here/})).toHaveCount(stackCardCount)
    await expect(stack.getByText(/Affiliate link: as an Amazon Associate/)).toHaveCount(stackCardCount)
    await expect(stack.getByRole('heading', {name: 'Important Note'})).toBeVisible()
  })

  test('tracks symptoms and shows the trend after several days of entries', async ({page}) => {
    const email = `tracker-${Date.now()}@example.com`
    await page.goto('/toolkit#tracking')
    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
    const save = tracking.getByRole('button', {name: 'Email Required to Save'})
    await save.click()
    await expect(page.getByText('Please enter your email to save your tracking data.').first()).toBeVisible()

    await tracking.getByLabel('Email Address').fill(email)
    const hotFlashes = tracking.getByRole('slider', {name: 'Hot flashes today'})
    await hotFlashes.focus()
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight')
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '4')
    await page.keyboard.press('End')
    await expect(hotFlashes).toHaveAttribute('aria-valuetext', '20+')
    await page.keyboard.press('Home')
    await expect(tracking.getByRole('slider', {name: 'Hours of sleep'})).toHaveAttribute('aria-valuenow', '7')
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible()
    await expect(tracking.getByText('1 day tracked')).toBeVisible()

    // Seven earlier days through the same API, with this browser's token and tracker key: 10 hot flashes a day.
    const earlierDays = Array.from({length: 7}, (_, day) => format(subDays(new Date(), day + 1), 'yyyy-MM-dd'))
    await page.evaluate(
      async ({address, dates}) => {
        const token = localStorage.getItem('toolkit_access_token')
        const {key} = JSON.parse(localStorage.getItem('symptom-tracker-key') ?? '{}')
        for (const iso of dates) {
          const res = await fetch('/api/symptom-tracking', {
            method: 'POST',
            headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Tracker-Key': key},
            body: JSON.stringify({
              email: address,
              date: iso,
              symptoms: {hotFlashes: 10, sleep: 6, mood: 3, energy: 3},
              notes: '',
              mood: 3,
              sleep: 6,
            }),
          })
          if (!res.ok) throw new Error(`${res.status}`)
        }
      },
      {address: email, dates: earlierDays},
    )
    await page.reload()
    await expect(tracking.getByText('8 days tracked')).toBeVisible()
    // Last 7: six 10s and today's 0 → 8.57 vs 10 → down 14%, green; sleep 6.14 vs 6 → up 2%.
    const hot = tracking.getByRole('listitem').filter({hasText: 'Hot flashes'})
    await expect(hot).toContainText('down 14%')
    await expect(tracking.getByRole('listitem').filter({hasText: 'Sleep'})).toContainText('up 2%')
    await expect(tracking.getByText(/Great consistency!/)).toBeVisible()
    await expect(tracking.getByRole('link', {name: 'Join Our Community'})).toHaveAttribute('target', '_blank')
    await expectNoAxeViolations(page)

    await tracking.getByRole('button', {name: 'Print a summary for your doctor'}).click()
    const summary = page.getByRole('dialog', {name: 'Summary for your appointment'})
    // See docs/health-rules.md. The comparison says what it compares (8 entries: the last 7 against the one before them).
    await expect(summary).toContainText('Daily tracker (8 entries)')
    await expect(summary).toContainText('What changed (last 7 entries vs the 1 before them)')
    await expect(summary).toContainText('No MRS score yet.')
    await page.emulateMedia({media: 'print'})
    await expect(page.getByRole('banner', {includeHidden: true}).first()).toBeHidden()
    await expect(summary.getByTestId('summary-sheet')).toBeVisible()
    await expect(summary.getByRole('button', {name: 'Download PDF'})).toBeHidden()
    await page.emulateMedia({media: 'screen'})
  })
})

/** A time of day in New York, some days from today there (the phone's time zone in the tests below). */
function newYorkTime(daysFromToday: number, hours: number, minutes: number) {
  const today = new TZDate(Date.now(), 'America/New_York')
  return new TZDate(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + daysFromToday,
    hours,
    minutes,
    'America/New_York',
  )
}

test.describe('tracker days on a phone, across midnight', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true, timezoneId: 'America/New_York'})
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  test('a save at 23:50 and one at 00:10 without a reload are two days; a logged day reopens with its values', async ({
    page,
  }) => {
    // Yesterday 23:50 in New York, so both days are in the past for the server wherever CI runs.
    const start = newYorkTime(-1, 23, 50)
    const [dayOne, dayTwo] = [format(start, 'yyyy-MM-dd'), format(addDays(start, 1), 'yyyy-MM-dd')]
    await page.clock.install({time: start})
    const email = `midnight-${Date.now()}@example.com`
    await page.goto('/toolkit#tracking')
    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
    await tracking.getByLabel('Email Address').fill(email)
    const hotFlashes = tracking.getByRole('slider', {name: 'Hot flashes today'})
    await hotFlashes.focus()
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight')
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible()
    await expect(tracking.getByRole('button', {name: "Update Today's Tracking"})).toBeVisible()

    // Twenty minutes later, past her midnight, on the same page: a new day with a fresh form.
    await page.clock.runFor(20 * 60_000)
    await expect(tracking.getByRole('button', {name: "Save Today's Tracking"})).toBeVisible()
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '0')
    await hotFlashes.focus()
    for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowRight')
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(tracking.getByText('2 days tracked')).toBeVisible()

    // The server holds both days, neither overwritten.
    const stored = await storedEntries(page, email, dayTwo)
    expect(stored.map((entry) => [entry.date, entry.symptoms.hotFlashes])).toEqual([
      [dayOne, 4],
      [dayTwo, 2],
    ])

    // Yesterday reopens with what she saved; saving it again updates it.
    const day = tracking.getByRole('combobox', {name: 'Day'})
    await expect(day.getByRole('option')).toHaveCount(7)
    await day.selectOption(dayOne)
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '4')
    await expect(tracking.getByRole('button', {name: 'Update tracking for yesterday'})).toBeVisible()
    await page.reload()
    await expect(tracking.getByRole('button', {name: "Update Today's Tracking"})).toBeVisible()
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '2')
    await expectNoAxeViolations(page)
  })

  test('a week of mornings on the phone: each day is its own entry, and every earlier day stays as she saved it', async ({
    page,
  }) => {
    // Seven mornings, each a fresh load and a save: more than the default minute when another spec runs beside it.
    test.setTimeout(180_000)
    // Eight mornings ago at 07:30 in New York, so every day of the week is in the past for the server.
    const firstMorning = newYorkTime(-8, 7, 30)
    const days = Array.from({length: 7}, (_, day) => addDays(firstMorning, day))
    await page.clock.install({time: firstMorning})
    const email = `week-${Date.now()}@example.com`
    const tracking = page.locator('#tracking')
    const hotFlashes = tracking.getByRole('slider', {name: 'Hot flashes today'})
    for (let day = 0; day < days.length; day += 1) {
      // The phone sleeps through the night: a day later, each timer due meanwhile fires once.
      if (day > 0) await page.clock.fastForward('24:00:00')
      if (day === 0) {
        await page.goto('/toolkit#tracking')
        await tracking.getByRole('button', {name: 'Try Tracker Now'}).tap()
        await tracking.getByLabel('Email Address').fill(email)
      } else {
        // Every other morning she opens the toolkit afresh; on the others the tab stayed open overnight.
        if (day % 2 === 0) await page.reload()
        await expect(tracking.getByText(day === 1 ? '1 day tracked' : `${day} days tracked`)).toBeVisible()
      }
      await expect(tracking.getByRole('button', {name: "Save Today's Tracking"})).toBeVisible()
      await expect(hotFlashes).toHaveAttribute('aria-valuenow', '0')
      await hotFlashes.focus()
      for (let press = 0; press < day + 1; press += 1) await page.keyboard.press('ArrowRight')
      await expect(hotFlashes).toHaveAttribute('aria-valuenow', String(day + 1))
      await tracking.getByRole('button', {name: "Save Today's Tracking"}).tap()
      await expect(tracking.getByRole('button', {name: "Update Today's Tracking"})).toBeVisible()
    }
    await expect(tracking.getByText('7 days tracked')).toBeVisible()

    // The server holds the seven days, one each, none overwritten by a later morning.
    const stored = await storedEntries(page, email, format(days[6], 'yyyy-MM-dd'))
    expect(stored.map((entry) => [entry.date, entry.symptoms.hotFlashes])).toEqual(
      days.map((morning, day) => [format(morning, 'yyyy-MM-dd'), day + 1]),
    )
  })
})

test.describe('a purchaser follows her recommendations on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true})
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))

  test('a recommended remedy opens its full profile, with no way to buy it again; Back returns to her results', async ({
    page,
  }) => {
    await page.goto('/toolkit#symptom-checker')
    const checker = page.locator('#symptom-checker')
    await checker.getByRole('checkbox', {name: 'Hot Flashes'}).tap()
    await checker.getByRole('button', {name: 'Continue'}).tap()
    await checker.getByRole('group', {name: 'Hot Flashes'}).getByRole('radio', {name: '4'}).check()
    await checker.getByRole('button', {name: 'Get My Recommendations'}).tap()
    const list = checker.getByRole('list', {name: 'Your Recommendations'})
    // Red Clover is not one of the free profiles: its page loads the full profile with her token.
    await list.getByRole('link', {name: 'Red Clover'}).tap()

    await expect(page).toHaveURL(/\/remedies\/red-clover\/?$/)
    for (const heading of ['Dosage', 'Side Effects & Considerations'])
      await expect(page.getByRole('heading', {level: 2, name: heading})).toBeVisible()
    await expect(page.getByText(/act weakly like estrogen/).first()).toBeVisible()
    await expect(page.getByRole('note')).toContainText('healthcare provider')
    await expect(page.getByRole('main').getByRole('link', {name: /Get Toolkit/})).toHaveCount(0)
    await expectNoAxeViolations(page)

    await page.goBack()
    await expect(list.getByRole('link', {name: 'Red Clover'})).toBeVisible()
    await expect(checker.getByText('Step 3 of 4')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
