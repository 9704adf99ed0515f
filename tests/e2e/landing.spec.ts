import {expect, test, type Page} from '@playwright/test'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {IDLE_START_MS} from '../../src/config/page-scripts'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'
import {E2E_REVIEWER_CODE} from './support/e2e-env'
import {untilQuiet} from './support/quiet'
import {readStoredBlob} from './support/stored-blobs'

const ANCHORS = [
  'checker',
  'quiz',
  'symptom-checker',
  'phase-quiz',
  'purchase',
  'natural-remedies',
  'shop-supplements',
  'sleep',
  'wellness',
  'resources',
  'remedies',
  'about',
]

const checker = (page: Page) => page.locator('#symptom-checker')
const quiz = (page: Page) => page.locator('#phase-quiz')
/** The interactive wizard (not the locked preview, whose blurred copy is hidden from assistive tech) is on step n. */
async function expectStep(page: Page, n: number) {
  await expect(checker(page).getByRole('progressbar', {name: 'Assessment progress'})).toBeVisible()
  await expect(checker(page).getByText(`Step ${n} of 4`)).toBeVisible()
}
const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key)
/** The toast on screen (Radix also copies its text into a live region for screen readers). */
const toastWith = (page: Page, text: string) => page.locator('[data-variant]').filter({hasText: text})

/** Presses Tab until the focused element's text or label matches, like a keyboard user would. */
async function tabTo(page: Page, name: RegExp, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    // A rough accessible name of the focused control: aria-label, its <label>, or a button's or link's text.
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return ''
      const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null
      const own = ['BUTTON', 'A'].includes(el.tagName) ? el.textContent : null
      return el.getAttribute('aria-label') ?? labelled ?? el.closest('label')?.textContent ?? own ?? ''
    })
    if (name.test(label)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

test.describe('landing page for visitors', () => {
  test('every section and anchor of the spec is there, tools locked with links to /#purchase', async ({page}) => {
    await page.goto('/')
    for (const id of ANCHORS) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1)
    await expect(page.getByText('Interactive Menopause Toolkit - $37')).toBeVisible()
    await expect(page.getByRole('link', {name: 'Get My Toolkit – $37'})).toHaveAttribute('href', '/checkout')
    await expect(checker(page).getByRole('heading', {name: 'What are you experiencing most right now?'})).toBeVisible()
    await expect(checker(page).getByRole('link', {name: 'Unlock Your Assessment - $37'})).toHaveAttribute(
      'href',
      '/#purchase',
    )
    await expect(quiz(page).getByRole('link', {name: 'Get Your Toolkit - $37'})).toHaveAttribute('href', '/#purchase')
    await expect(quiz(page).getByText('Our 3-question quiz')).toBeVisible()
    await expect(page.locator('#resources').getByText(/^💜 Remember/)).toBeVisible()
    await expect(page.locator('#shop-supplements').getByText('In Toolkit')).toHaveCount(6)
    await expect(page.locator('#sleep').getByRole('link', {name: 'Unlock the Sleep Guide - $37'})).toHaveAttribute(
      'href',
      '/checkout',
    )
    await expect(page.getByRole('heading', {name: 'When to Consult Your Healthcare Provider'})).toBeHidden()
    // DECISIONS 37: no consented customer quote in the embedded content, so no "What Women Are Saying" and no stars.
    await expect(page.getByRole('heading', {name: 'What Women Are Saying'})).toHaveCount(0)
    const testimonials = page.locator('#testimonials')
    await expect(testimonials.getByRole('heading', {name: 'Illustrative examples', exact: true})).toBeVisible()
    await expect(testimonials).toContainText('Sarah, 52')
    await expect(testimonials).not.toContainText('Sarah M.')
    await expect(testimonials).not.toContainText('★')
    await expect(page.getByRole('heading', {name: 'Stories Like Yours: Illustrative Examples'})).toBeVisible()
    // DECISIONS 38: no former price recorded as sold at, so nothing is crossed out; the value says what it is.
    const purchase = page.locator('#purchase')
    await expect(page.locator('s')).toHaveCount(0)
    await expect(purchase.getByText('The 7 parts together are valued at $426')).toBeVisible()
    await expect(page.locator('main')).not.toContainText(/normally|regular (price|value)/i)
    await expect(purchase.getByRole('heading', {name: 'Try It On'})).toBeVisible()
    await expect(purchase.getByText('Bonus: Daily Wellness Reminders')).toBeVisible()
    await expect(purchase.getByRole('link', {name: 'Get My Toolkit - $37'})).toHaveAttribute('href', '/checkout')
    await expectNoAxeViolations(page)
  })

  test("'Preview Details' opens the unlock dialog; 'Maybe Later' closes it", async ({page}) => {
    await page.goto('/')
    // A click before hydration reaches a static button with no handler.
    await page.waitForLoadState('networkidle')
    const opener = page.getByRole('button', {name: 'Preview Details: Black Cohosh'})
    await opener.click()
    const dialog = page.getByRole('dialog', {name: 'Unlock the Full Remedy Profile'})
    await expect(dialog.getByRole('link', {name: 'Get Full Access - $37'})).toHaveAttribute('href', '/checkout')
    await expect(dialog.getByRole('link', {name: 'Get Full Access - $37'})).toBeFocused()
    // A modal once painted: the page behind it is inert (the header's links, the opener), the dialog is not.
    const inert = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => !!element.closest('[inert]'))
    await expect.poll(() => inert('header a')).toBe(true)
    expect(await inert(`[popovertarget="unlock-black-cohosh"]`)).toBe(true)
    expect(await dialog.evaluate((element) => !!element.closest('[inert]'))).toBe(false)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', {name: 'Maybe Later'}).click()
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
    expect(await inert('header a')).toBe(false)
    await expect(page.getByRole('heading', {name: 'More Natural Remedies Inside'})).toBeVisible()
  })

  test('on a slow phone, Enter on Preview Details while its section hydrates still opens the dialog', async ({
    page,
  }) => {
    // A 6× slower CPU leaves the section hydrating when the key arrives; a key or click then must not be lost.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6})
    for (let visit = 0; visit < 4; visit++) {
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const opener = page.getByRole('button', {name: 'Preview Details: Black Cohosh'})
      await opener.scrollIntoViewIfNeeded()
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', {name: 'Unlock the Full Remedy Profile'})
      await expect(dialog, `visit ${visit + 1}`).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(opener).toBeFocused()
    }
  })

  test("a purchaser who taps 'Preview Details' before the app knows she bought gets the profile instead", async ({
    page,
  }) => {
    await grantAccessInBrowser(page, 'purchaser')
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/app-[\w]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // Her earlier visit's access starts the app with the page: hold its script, so the load never ends.
    await page.goto('/', {waitUntil: 'domcontentloaded'})
    // The page is built locked: the browser opens the unlock dialog at once.
    await page.getByRole('button', {name: 'Preview Details: Black Cohosh'}).click()
    await expect(page.getByRole('dialog', {name: 'Unlock the Full Remedy Profile'})).toBeVisible()
    release()
    const profile = page.getByRole('dialog', {name: /Black Cohosh/})
    await expect(profile.getByRole('heading', {name: 'Benefits'})).toBeVisible()
    await expect(page.getByRole('dialog', {name: 'Unlock the Full Remedy Profile'})).toHaveCount(0)
    await profile.getByRole('button', {name: 'Close'}).click()
    await expect(page.getByRole('button', {name: 'Learn More: Black Cohosh'})).toBeFocused()
  })

  test('purchasers get the remedy profile and supplement links into the toolkit', async ({page}) => {
    await grantAccessInBrowser(page, 'purchaser')
    await page.goto('/')
    await page.getByRole('button', {name: 'Learn More: Black Cohosh'}).click()
    const dialog = page.getByRole('dialog', {name: /Black Cohosh/})
    await expect(dialog.getByRole('heading', {name: 'Benefits'})).toBeVisible()
    await expect(dialog.getByText(/healthcare provider/)).toBeVisible()
    await dialog.getByRole('button', {name: 'Close'}).click()
    await expect(page.getByRole('heading', {name: 'More Natural Remedies Inside'})).toHaveCount(0)
    await page.getByRole('button', {name: 'View Recommendations: Magnesium'}).click()
    await expect(page).toHaveURL(/\/toolkit\?remedy=magnesium-glycinate#remedies$/)
  })
})

test.describe('symptom assessment for reviewers', () => {
  test.beforeEach(async ({page}) => grantAccessInBrowser(page, 'reviewer'))

  test('a full assessment: choose, rate, recommendations, email, complete, stored', async ({page}) => {
    const email = `assess-${Date.now()}@example.com`
    await page.goto('/#symptom-checker')
    const tool = checker(page)
    await expectStep(page, 1)
    await expect(tool.getByText('25%')).toBeVisible()
    const continueButton = tool.getByRole('button', {name: 'Continue'})
    await expect(continueButton).toBeDisabled()
    await tool.getByRole('checkbox', {name: 'Hot Flashes'}).click()
    await tool.getByRole('checkbox', {name: 'Sleep Issues'}).click()
    await continueButton.click()
    await expectStep(page, 2)
    await tool.getByRole('group', {name: 'Hot Flashes'}).getByRole('radio', {name: '4'}).check()
    await tool.getByRole('button', {name: 'Get My Recommendations'}).click()
    await expectStep(page, 3)
    const list = tool.getByRole('list', {name: 'Your Recommendations'})
    // DECISIONS 33/36: the hot-flash remedies (rated 4) before the sleep ones (unrated), then by position, only those
    // whose profiles list hot flashes (no flaxseed, evening primrose oil or cooling products); each links to its profile.
    await expect(list.getByRole('listitem')).toHaveText([
      'Black Cohosh',
      'Red Clover',
      'Sage Tea',
      'Pycnogenol',
      'Acupuncture',
    ])
    await expect(list.getByRole('link', {name: 'Black Cohosh'})).toHaveAttribute('href', '/remedies/black-cohosh')
    // No profile records moderate evidence for hot flashes or sleep, so nothing is called a Top Priority.
    await expect(tool.getByText('Top Priority')).toHaveCount(0)
    await tool.getByLabel('Email (optional)').fill(email)
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/symptom-assessment'))
    await tool.getByRole('button', {name: 'Complete Assessment'}).click()
    await expect(tool.getByText('Assessment Complete!')).toBeVisible()
    const response = await saved
    expect(response.status()).toBe(201)
    const {id, createdAt} = (await response.json()) as {id: string; createdAt: string}
    await expect(toastWith(page, 'Your personalized recommendations are ready.')).toBeVisible()
    // With access, 'Get Complete Toolkit - $37' becomes 'Open my toolkit' (DECISIONS 34); the results stay with Print.
    for (const name of [
      'How to Talk to Your Doctor About Menopause',
      'Open my toolkit',
      'Take Another Assessment',
      'Explore More Remedies',
      'Print my results',
    ]) {
      await expect(
        tool.getByRole(name.startsWith('How') || name.startsWith('Open') ? 'link' : 'button', {name}),
      ).toBeVisible()
    }
    await expect(tool.getByText('Hot Flashes: 4 of 5')).toBeVisible()
    expect(await stored(page, STORAGE_KEYS.assessmentProgress)).toBeNull()
    const last = JSON.parse((await stored(page, STORAGE_KEYS.healthRecord)) ?? 'null').assessment
    expect(last.symptoms).toEqual([
      {id: 'hot-flashes', name: 'Hot Flashes', severity: 4},
      {id: 'sleep', name: 'Sleep Issues', severity: null},
    ])
    const record = readStoredBlob('assessments', `${createdAt.slice(0, 10)}/${id}`)
    expect(record).toMatchObject({email, symptoms: ['hot-flashes', 'sleep'], severity: {'hot-flashes': 4}, phase: null})
    await tool.getByRole('button', {name: 'Take Another Assessment'}).click()
    await expectStep(page, 1)
    await expect(tool.getByRole('checkbox', {name: 'Hot Flashes'})).not.toBeChecked()
  })

  test('saved progress is offered back after a reload, or cleared with Start Fresh', async ({page}) => {
    await page.goto('/#symptom-checker')
    const tool = checker(page)
    await tool.getByRole('checkbox', {name: 'Anxiety'}).click()
    await tool.getByRole('button', {name: 'Continue'}).click()
    await expectStep(page, 2)
    await page.reload()
    // DECISIONS 43: offered inside the tool, not in a dialog that would take focus when the tool loads.
    const offer = page.getByRole('region', {name: 'Continue Your Assessment?'})
    await offer.getByRole('button', {name: 'Continue'}).click()
    await expectStep(page, 2)
    await expect(tool.getByRole('group', {name: 'Anxiety'})).toBeVisible()

    await page.reload()
    await offer.getByRole('button', {name: 'Start Fresh'}).click()
    await expectStep(page, 1)
    await expect(tool.getByRole('checkbox', {name: 'Anxiety'})).not.toBeChecked()
    expect(await stored(page, STORAGE_KEYS.assessmentProgress)).toBeNull()
  })

  test('the assessment can be completed with the keyboard alone', async ({page}) => {
    await page.goto('/#symptom-checker')
    const tool = checker(page)
    await expectStep(page, 1)
    // The symptom list is one Tab stop (docs/accessibility.md): the arrow keys move within it.
    await tabTo(page, /Hot Flashes/)
    await page.keyboard.press('ArrowDown')
    await expect(tool.getByRole('checkbox', {name: 'Night Sweats'})).toBeFocused()
    await page.keyboard.press('Space')
    await expect(tool.getByRole('checkbox', {name: 'Night Sweats'})).toBeChecked()
    await tabTo(page, /^Continue$/)
    await page.keyboard.press('Enter')
    await expectStep(page, 2)
    await tabTo(page, /1 Mild/)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(tool.getByRole('radio', {name: '3'})).toBeChecked()
    await tabTo(page, /Get My Recommendations/)
    await page.keyboard.press('Enter')
    await expectStep(page, 3)
    await tabTo(page, /Complete Assessment/)
    await page.keyboard.press('Enter')
    await expect(tool.getByText('Assessment Complete!')).toBeVisible()
    await expect(toastWith(page, 'Your personalized recommendations are ready.')).toBeVisible()
  })

  test('the interactive tools pass axe', async ({page}) => {
    await page.goto('/')
    await expectStep(page, 1)
    await expect(quiz(page).getByText('Question 1 of 3')).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('phase quiz for reviewers', () => {
  test.beforeEach(async ({page}) => grantAccessInBrowser(page, 'reviewer'))

  // DECISIONS 45: the bleeding pattern sets the stage; the other answers decide only where it cannot.
  for (const [answers, title, phase] of [
    [['Irregular', 'Mild', '40 to 44'], 'Perimenopause', 'perimenopause'],
    [['Irregular', 'Frequent', '45 to 55'], 'Perimenopause', 'perimenopause'],
    [['No period for a few months', 'Mild', '45 to 55'], 'Perimenopause', 'perimenopause'],
    [['Stopped: no period', "I don't really notice", '45 to 55'], 'Post-Menopause', 'postmenopause'],
    [["I can't tell: I have had a hysterectomy", 'Frequent', '45 to 55'], 'Menopause', 'menopause'],
  ] as const) {
    test(`${answers.join(' / ')} leads to ${title}`, async ({page}) => {
      await page.goto('/#phase-quiz')
      const tool = quiz(page)
      await expect(tool.getByRole('button', {name: 'Previous'})).toBeDisabled()
      for (const [index, answer] of answers.entries()) {
        const next = tool.getByRole('button', {name: index === 2 ? 'Get My Results' : 'Next'})
        await expect(next).toBeDisabled()
        await tool.getByRole('radio', {name: new RegExp(`^${answer}`)}).check()
        await next.click()
      }
      await expect(tool.getByRole('heading', {name: `You're likely in ${title}`})).toBeVisible()
      await expect(tool.getByRole('heading', {name: 'Key Characteristics'})).toBeVisible()
      // A stage estimated without periods to go by says that a clinician can confirm it; no other does.
      const estimated = answers[0].startsWith("I can't tell")
      await expect(tool.getByTestId('quiz-result-note')).toHaveCount(estimated ? 1 : 0)
      if (estimated) await expect(tool.getByTestId('quiz-result-note')).toContainText('confirm')
      expect(JSON.parse((await stored(page, STORAGE_KEYS.healthRecord)) ?? '{}').stage).toMatchObject({
        stage: phase,
        title,
      })
      await tool.getByRole('button', {name: 'Retake Quiz'}).click()
      await expect(tool.getByText('Question 1 of 3')).toBeVisible()
    })
  }
})

test.describe('reviewer access', () => {
  test('a valid ?code= unlocks the tools and leaves the address bar', async ({page}) => {
    await page.goto(`/?code=${E2E_REVIEWER_CODE.toLowerCase()}`)
    await expectStep(page, 1)
    await expect(page).toHaveURL(/\/$/)
    expect(await stored(page, STORAGE_KEYS.reviewerAccess)).toBe('true')
    expect(await stored(page, STORAGE_KEYS.reviewerCode)).toBe(E2E_REVIEWER_CODE)
    await expect(page.getByRole('button', {name: 'Reviewer Access'})).toBeVisible()
  })

  test('an invalid ?code= silently grants nothing', async ({page}) => {
    await page.goto('/?code=NOT-A-CODE')
    await expect(page).toHaveURL(/\/$/)
    await expect(checker(page).getByRole('link', {name: 'Unlock Your Assessment - $37'})).toBeVisible()
    await expect(page.getByText('Invalid reviewer code. Please try again.')).toHaveCount(0)
    expect(await stored(page, STORAGE_KEYS.reviewerAccess)).toBeNull()
  })

  test('the dialog rejects a wrong code inline, accepts a right one, and can clear access', async ({page}) => {
    await page.goto('/?reviewer=true')
    await page.getByRole('button', {name: 'Reviewer Access'}).click()
    const dialog = page.getByRole('dialog', {name: 'Reviewer Access'})
    await expect(dialog.getByText('Enter your reviewer code to unlock the full interactive toolkit.')).toBeVisible()
    await dialog.getByPlaceholder('Enter reviewer code').fill('WRONG')
    await dialog.getByRole('button', {name: 'Access Toolkit'}).click()
    await expect(dialog.getByRole('alert')).toHaveText('Invalid reviewer code. Please try again.')
    await expectNoAxeViolations(page)
    await dialog.getByPlaceholder('Enter reviewer code').fill(E2E_REVIEWER_CODE)
    await dialog.getByRole('button', {name: 'Access Toolkit'}).click()
    await expect(dialog).toBeHidden()
    await expectStep(page, 1)
    await page.getByRole('button', {name: 'Reviewer Access'}).click()
    await page.getByRole('button', {name: 'Clear Reviewer Access'}).click()
    expect(await stored(page, STORAGE_KEYS.reviewerAccess)).toBeNull()
    expect(await stored(page, STORAGE_KEYS.reviewerCode)).toBeNull()
  })
})

test.describe('owner view', () => {
  // DECISIONS 30: the toggle and Ctrl+Shift+A are the coach's (tests/e2e/owner.spec.ts signs in and uses them).
  test('a visitor has no Owner View button, and Ctrl+Shift+A does not open the sleep guide', async ({page}) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), STORAGE_KEYS.adminMode)
    await page.goto('/')
    // Her own view starts the scripts after the first paint: quiet, the page has hydrated.
    await untilQuiet(page)
    await page.keyboard.press('Control+Shift+A')
    await expect(page.getByRole('button', {name: 'Owner View'})).toHaveCount(0)
    const sleep = page.locator('#sleep')
    await expect(sleep.getByRole('link', {name: 'Unlock the Sleep Guide - $37'})).toBeVisible()
    await expect(sleep.getByRole('heading', {name: 'When to Consult Your Healthcare Provider'})).toHaveCount(0)
  })
})

/** The urgency offer (a non-modal region, DECISIONS 43), with the page's clock run to just past `seconds` after it was absent a second before. */
const urgencyOffer = (page: Page) => page.getByRole('region', {name: 'Still thinking it over?'})
async function urgencyPopupAfter(page: Page, seconds: number) {
  const popup = urgencyOffer(page)
  await page.clock.runFor((seconds - 1) * 1000)
  await expect(popup).toHaveCount(0)
  await page.clock.runFor(2_000)
  return popup
}

/** A visitor who only reads: the landing page starts its scripts after IDLE_START_MS (config/page-scripts.ts). */
async function readerStartsScripts(page: Page) {
  await expect(page.locator('script[src*="/app-"]')).toHaveCount(0)
  await page.clock.runFor(IDLE_START_MS)
  await expect(page.locator('script[src*="/app-"]')).toHaveCount(1)
}

test.describe('urgency pop-up', () => {
  test('opens after 60 s on a first visit; Maybe Later keeps it away', async ({page}) => {
    await page.clock.install()
    await page.goto('/')
    // She only reads: the page's scripts start after IDLE_START_MS and count the visit then; the pop-up's delay
    // counts from the load all the same.
    await readerStartsScripts(page)
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('1')
    const popup = await urgencyPopupAfter(page, 60 - IDLE_START_MS / 1000)
    await expect(popup).toBeVisible()
    await expect(popup).toContainText('seven parts valued together at $426')
    await expect(popup).not.toContainText('normally')
    await popup.getByRole('button', {name: 'Maybe Later'}).click()
    await expect(popup).toBeHidden()
    expect(Number(await stored(page, STORAGE_KEYS.urgencyDismissed))).toBeGreaterThan(0)
    await page.reload()
    await readerStartsScripts(page)
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('2')
    await page.clock.runFor(120_000)
    await expect(popup).toHaveCount(0)
    expect(await stored(page, STORAGE_KEYS.visits)).toBe('2')
  })

  test("opens after 45 s on a second visit; 'Get Toolkit' goes to the offer", async ({page}) => {
    await page.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, '1')
        window.sessionStorage.setItem('seeded', '1')
      }
    }, STORAGE_KEYS.visits)
    await page.clock.install()
    await page.goto('/')
    await readerStartsScripts(page)
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('2')
    const popup = await urgencyPopupAfter(page, 45 - IDLE_START_MS / 1000)
    await popup.getByRole('button', {name: 'Get Toolkit'}).click()
    await expect(popup).toBeHidden()
    await expect(page.locator('#purchase h2')).toBeFocused()
    await expect
      .poll(() => page.locator('#purchase h2').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBe(80)
  })

  test('never shows to purchasers', async ({page}) => {
    await grantAccessInBrowser(page, 'purchaser')
    await page.clock.install()
    await page.goto('/')
    await expect.poll(() => stored(page, STORAGE_KEYS.visits)).toBe('1')
    await page.clock.runFor(90_000)
    await expect(urgencyOffer(page)).toHaveCount(0)
  })
})
