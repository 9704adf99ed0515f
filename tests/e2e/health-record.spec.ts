import {readFileSync} from 'node:fs'
import {expect, test, type Page} from '@playwright/test'
import {extractText, getDocumentProxy} from 'unpdf'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'

/**
 * Her health record on a phone (DECISIONS 45 and 46): what one tool raises reaches her doctor's summary; staging at
 * its edges; no remedy over a red flag.
 */
const PHONE = {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}

async function quizResult(page: Page, answers: [string | RegExp, string, string]) {
  await page.goto('about:blank')
  await page.goto('/toolkit#phase-quiz')
  const quiz = page.locator('#phase-quiz')
  for (const [index, answer] of answers.entries()) {
    await quiz.getByRole('radio', {name: answer}).check()
    await quiz.getByRole('button', {name: index === 2 ? 'Get My Results' : 'Next'}).click()
  }
  await expect(quiz.getByTestId('quiz-result')).toBeVisible()
  return quiz
}

/** The tracker started with an address; returns its section. */
async function openTracker(page: Page) {
  await page.goto('about:blank')
  await page.goto('/toolkit#tracking')
  const tracking = page.locator('#tracking')
  await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
  await tracking.getByLabel('Email Address').fill(`record-${Date.now()}@example.com`)
  return tracking
}

async function openSummary(page: Page) {
  await page.locator('#tracking').getByRole('button', {name: 'Print a summary for your doctor'}).click()
  const sheet = page.getByRole('dialog', {name: 'Summary for your appointment'}).getByTestId('summary-sheet')
  await expect(sheet).toBeVisible()
  return sheet
}

const STOPPED_OVER_55: [string, string, string] = ['Stopped: no period for 12 months or more', 'Mild', 'Over 55']

test.describe('her health record on a phone', () => {
  test.use(PHONE)
  test.beforeEach(async ({page}) => grantAccessInBrowser(page))
  // Two tools and a dialog in one walk, with an accessibility scan: slow on a shared machine.
  test.describe.configure({timeout: 180_000})

  test('no screening yet: the summary says so, never "None raised"', async ({page}) => {
    await openTracker(page)
    const sheet = await openSummary(page)
    await expect(sheet.getByTestId('summary-no-red-flags')).toHaveText('No screening done yet.')
    await expect(sheet).not.toContainText('None raised')
    await expect(sheet).toContainText('Not known: the phase quiz has not been taken on this device.')
  })

  test('bleeding after menopause in the quiz reaches the summary, with its source and day', async ({page}) => {
    const quiz = await quizResult(page, [
      'Stopped for 12 months or more, but I have had some bleeding or spotting since',
      'Mild',
      'Over 55',
    ])
    await expect(quiz.getByTestId('red-flag-card')).toContainText('Bleeding after menopause')
    await openTracker(page)
    const sheet = await openSummary(page)
    const flags = sheet.getByTestId('summary-red-flags')
    await expect(flags).toContainText('Bleeding after menopause')
    await expect(flags).toContainText('(Phase quiz,')
    await expect(sheet).toContainText('Post-Menopause (from my periods; phase quiz,')
    await expectNoAxeViolations(page)
  })

  test('on hormones, the quiz asks about bleeding on HRT: her tick shows the card and reaches the summary', async ({
    page,
  }) => {
    const quiz = await quizResult(page, [/I take HRT/, 'Mild', '45 to 55'])
    await expect(quiz.getByTestId('red-flag-card')).toHaveCount(0)
    // A tap on the phone, as she answers.
    await quiz.getByRole('checkbox', {name: 'I take HRT, and I have had bleeding I did not expect'}).tap()
    await expect(quiz.getByTestId('red-flag-card')).toContainText('Bleeding you did not expect on HRT')
    await expectNoAxeViolations(page)
    await openTracker(page)
    const sheet = await openSummary(page)
    const flags = sheet.getByTestId('summary-red-flags')
    await expect(flags).toContainText('Bleeding you did not expect on HRT')
    await expect(flags).toContainText('(Phase quiz,')
    await expect(sheet).toContainText('hormonal contraception or HRT')
  })

  test('a red flag alone gets no remedy: the card sends her to her clinician (DECISIONS 46)', async ({page}) => {
    await page.goto('/toolkit#symptom-checker')
    const checker = page.locator('#symptom-checker')
    await checker.getByRole('checkbox', {name: /Heavy or Prolonged Bleeding/}).click()
    await checker.getByRole('button', {name: 'Continue'}).click()
    await checker.getByRole('button', {name: 'Get My Recommendations'}).click()
    await expect(checker.getByTestId('red-flag-card')).toContainText('Heavy or prolonged bleeding')
    await expect(checker.getByTestId('clinician-card')).toContainText('Talk to your clinician about these symptoms')
    await expect(checker.getByRole('region', {name: 'Personalised for You'})).toHaveCount(0)
    await expect(checker.getByText('Top Priority')).toHaveCount(0)
    await expect(checker.getByRole('link', {name: /Omega-3|Vitamin D3|Magnesium/})).toHaveCount(0)
  })

  test('spotting in the tracker after menopause, unexpected on HRT, raises both cards and both lines on the summary', async ({
    page,
  }) => {
    await quizResult(page, STOPPED_OVER_55)
    const tracking = await openTracker(page)
    await tracking.getByLabel('Bleeding or spotting today').check()
    await expect(tracking.getByTestId('red-flag-card')).toContainText('Bleeding after menopause')
    await tracking.getByLabel('I take HRT, and this is not a bleed I expected').check()
    await expect(tracking.getByTestId('red-flag-card')).toContainText('Bleeding you did not expect on HRT')
    await tracking.getByLabel('Notes (optional)', {exact: true}).fill('Light spotting this morning')
    await tracking.getByLabel('Put these notes on the summary for my doctor').check()
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible({timeout: 30_000})
    const sheet = await openSummary(page)
    const flags = sheet.getByTestId('summary-red-flags')
    await expect(flags).toContainText('Bleeding after menopause')
    await expect(flags).toContainText('Bleeding you did not expect on HRT')
    await expect(flags).toContainText('(Symptom tracker,')
    await expect(sheet.getByTestId('summary-doctor-notes')).toContainText('Light spotting this morning')
    // The PDF made on her phone carries the same flags, their source, her stage and her note.
    const download = page.waitForEvent('download')
    await page
      .getByRole('dialog', {name: 'Summary for your appointment'})
      .getByRole('button', {name: 'Download PDF'})
      .click()
    const pdf = await getDocumentProxy(new Uint8Array(readFileSync(await (await download).path())))
    const text = (await extractText(pdf, {mergePages: true})).text.replace(/\s+/g, ' ')
    for (const line of [
      'Bleeding after menopause',
      'Bleeding you did not expect on HRT',
      'Symptom tracker',
      'Post-Menopause',
      'Light spotting this morning',
    ])
      expect(text, line).toContain(line)
  })

  test('what she deletes leaves her summary: her tracking data takes its cards, the privacy page clears the rest', async ({
    page,
  }) => {
    await quizResult(page, STOPPED_OVER_55)
    const tracking = await openTracker(page)
    await tracking.getByLabel('Bleeding or spotting today').check()
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).click()
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible({timeout: 30_000})
    const flags = (await openSummary(page)).getByTestId('summary-red-flags')
    await expect(flags).toContainText('(Symptom tracker,')
    await page.keyboard.press('Escape')

    // Her tracking data deleted: the bleeding card of that day leaves her summary; the quiz's stage stays.
    await tracking.getByRole('button', {name: 'Delete my tracking data'}).click()
    await expect(tracking.getByText('Save your first check-in to start seeing your progress.')).toBeVisible()
    const afterDelete = await openSummary(page)
    await expect(afterDelete.getByTestId('summary-red-flags')).toHaveCount(0)
    await expect(afterDelete).not.toContainText('Bleeding after menopause')
    await expect(afterDelete).toContainText('Post-Menopause (from my periods; phase quiz,')

    // The rest of her answers, cleared from the privacy page by keyboard: the summary no longer knows her stage.
    await page.goto('/privacy-policy')
    const start = page.getByRole('button', {name: 'Clear my health answers from this browser'})
    await expect(start).toBeEnabled()
    await start.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', {name: 'Yes, clear them'})).toBeFocused()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({hasText: 'Your health answers are cleared from this browser.'}),
    ).toBeFocused()
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.healthRecord)).toBeNull()
    await openTracker(page)
    const cleared = await openSummary(page)
    await expect(cleared).toContainText('Not known: the phase quiz has not been taken on this device.')
  })

  test('staging edges: a pause under 12 months is the late transition, with contraception advice', async ({page}) => {
    const quiz = await quizResult(page, ['No period for a few months', 'Frequent', '45 to 55'])
    await expect(quiz.getByRole('heading', {name: "You're likely in Perimenopause"})).toBeVisible()
    await expect(quiz.getByTestId('quiz-late-transition')).toContainText('late stage of the transition')
    await expect(quiz.getByTestId('quiz-contraception')).toContainText('24 months if you are under 50')
  })

  test('staging edges: regular periods without symptoms are not the menopause transition', async ({page}) => {
    const quiz = await quizResult(page, [/^Regular/, "I don't really notice", '45 to 55'])
    await expect(
      quiz.getByRole('heading', {name: 'Your answers do not suggest the menopause transition'}),
    ).toBeVisible()
    await expect(quiz.getByTestId('red-flag-card')).toHaveCount(0)
  })

  test('staging edges: removed ovaries at 40 to 44 are a surgical menopause with the early-menopause card', async ({
    page,
  }) => {
    const quiz = await quizResult(page, ["I can't tell: both my ovaries", 'Mild', '40 to 44'])
    await expect(quiz.getByRole('heading', {name: 'You have had a surgical menopause'})).toBeVisible()
    await expect(quiz.getByTestId('red-flag-card')).toContainText('Periods stopping at 40 to 44')
    await expect(quiz.getByTestId('quiz-contraception')).toHaveCount(0)
  })
})
