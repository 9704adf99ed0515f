import {expect, test, type Locator, type Page} from '@playwright/test'
import {KEYBOARD_PATH_TABS} from '../../src/config/legal'
import {MAX_ASSESSMENT_RECOMMENDATIONS} from '../../src/config/assessment'
import {IDLE_START_MS} from '../../src/config/page-scripts'
import {STORAGE_KEYS} from '../../src/lib/storage'
import {grantAccessInBrowser} from './support/access'
import {untilQuiet} from './support/quiet'
import {expectNoAxeViolations} from './support/axe'
import {pagePathOf, publicFiles} from './support/public-files'

/** Every page of the build (docs/accessibility.md: 18 of 19 scrolled sideways at 320 px); of the remedy pages (one template), the first. */
const builtRoutes = publicFiles()
  .filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
  .map(pagePathOf)
  .sort()
/** Hydrated and loaded; the back office's pages keep asking the server, so they never go fully idle. */
const settle = (page: Page) => page.waitForLoadState('networkidle', {timeout: 5_000}).catch(() => undefined)
const ROUTES = [...builtRoutes.filter((route) => !route.startsWith('/remedies/')), '/remedies/black-cohosh']

/** How far the page scrolls sideways, and the elements that stick out past the window (for the failure message). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && element.getClientRects().length > 0)
      .filter((element) => !element.closest('[role="region"][tabindex="0"]'))
      .slice(-5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}" ${Math.round(element.getBoundingClientRect().right)}px`,
      )
    return {by: document.documentElement.scrollWidth - width, culprits}
  })
async function expectNoSidewaysScroll(page: Page, route: string) {
  const {by, culprits} = await sideways(page)
  expect(by, `${route} scrolls sideways; sticking out: ${culprits.join(', ')}`).toBe(0)
}
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))
/** The accessible-name-ish description of the focused element, for failure messages. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing')

test.describe('reflow (WCAG 1.4.10, 1.4.4)', () => {
  test('every page fits 320 CSS px without sideways scrolling', async ({page}) => {
    test.setTimeout(ROUTES.length * 6_000)
    await page.setViewportSize({width: 320, height: 720})
    for (const route of ROUTES) {
      await page.goto(route)
      await settle(page)
      await expectNoSidewaysScroll(page, route)
    }
  })

  test('the tools of a reviewer fit 320 CSS px too', async ({page}) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.setViewportSize({width: 320, height: 720})
    for (const route of ['/', '/toolkit', '/favorites', '/wellness-reminders']) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      // Lazy sections hydrate as they come near: pass over the whole page once, a frame at each stop (the
      // sections' observers see each one), then wait for what that started.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y)
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        }
      })
      await untilQuiet(page)
      await expectNoSidewaysScroll(page, route)
    }
  })

  test('with the browser font size at 32 px, a 1280 px window never scrolls sideways', async ({page}) => {
    test.setTimeout(ROUTES.length * 6_000)
    await page.setViewportSize({width: 1280, height: 900})
    const cdp = await page.context().newCDPSession(page)
    // What a reader's own "font size: very large" setting does (not zoom): rem and em grow, px do not.
    await cdp.send('Page.setFontSizes', {fontSizes: {standard: 32}})
    for (const route of ROUTES) {
      await page.goto(route)
      await settle(page)
      await expectNoSidewaysScroll(page, route)
    }
  })
})

test.describe('text spacing (WCAG 1.4.12)', () => {
  test('with the spacing a reader may set, pages still fit 320 CSS px', async ({page}) => {
    await page.setViewportSize({width: 320, height: 720})
    for (const route of ['/', '/toolkit', '/checkout', '/contact', '/accessibility']) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      await page.addStyleTag({
        content:
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
      })
      await expectNoSidewaysScroll(page, route)
    }
  })
})

/** Opens a dialog from its button with the keyboard, closes it, and checks focus and scroll came back. */
async function expectDialogGivesFocusBack(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  close: 'Escape' | 'Close button',
) {
  await opener.scrollIntoViewIfNeeded()
  await opener.focus()
  // Sections laid out only near the viewport (content-visibility) take their real height in the frames after a
  // jump, and the browser keeps what she sees in place by moving scrollY: her position is the settled one.
  await untilQuiet(page)
  const before = await scrollY(page)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', {name})
  // A key pressed before the section hydrated is replayed once its code has loaded, which can take a while here.
  await expect(dialog).toBeVisible({timeout: 20_000})
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  if (close === 'Escape') await page.keyboard.press('Escape')
  else await dialog.getByRole('button', {name: 'Close', exact: true}).click()
  await expect(dialog).toHaveCount(0)
  await expect(opener, await focused(page)).toBeFocused()
  expect(await scrollY(page)).toBe(before)
}

test.describe('dialogs (WCAG 2.4.3)', () => {
  for (const close of ['Escape', 'Close button'] as const) {
    test(`Reviewer Access, Preview Details: focus back on the opener after ${close}, no scroll jump`, async ({
      page,
    }) => {
      await page.goto('/?reviewer=true')
      await page.waitForLoadState('networkidle')
      await expectDialogGivesFocusBack(
        page,
        page.getByRole('button', {name: 'Reviewer Access'}),
        'Reviewer Access',
        close,
      )
      await expectDialogGivesFocusBack(page, page.getByRole('button', {name: /^Preview Details: /}).first(), /./, close)
    })

    test(`Learn More and View Details for a reviewer: focus back after ${close}`, async ({page}) => {
      await grantAccessInBrowser(page, 'reviewer')
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      await expectDialogGivesFocusBack(page, page.getByRole('button', {name: /^Learn More: /}).first(), /./, close)
      await page.goto('/toolkit')
      await page.waitForLoadState('networkidle')
      await expectDialogGivesFocusBack(
        page,
        page.getByRole('button', {name: 'View Details: Black Cohosh'}),
        /Black Cohosh/,
        close,
      )
    })
  }

  for (const close of ['Escape', 'Close button'] as const) {
    test(`the doctor summary: focus back on its button after ${close}, no scroll jump`, async ({page}) => {
      await grantAccessInBrowser(page, 'reviewer')
      await page.goto('/toolkit#tracking')
      await page.waitForLoadState('networkidle')
      const tracking = page.locator('#tracking')
      await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
      await expectDialogGivesFocusBack(
        page,
        tracking.getByRole('button', {name: 'Print a summary for your doctor'}),
        'Summary for your appointment',
        close,
      )
    })
  }

  test('Reviewer Access opens on the code field, never on "Clear Reviewer Access"', async ({page}) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', {name: 'Reviewer Access'}).focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', {name: 'Reviewer Access'})
    await expect(dialog.getByRole('button', {name: 'Clear Reviewer Access'})).toBeVisible()
    await expect(dialog.getByPlaceholder('Enter reviewer code')).toBeFocused()
    await expectNoAxeViolations(page)
  })
})

test.describe('nothing takes focus by itself (DECISIONS 43)', () => {
  test('the timed offer appears as a polite, non-modal region and focus stays where the visitor is', async ({page}) => {
    await page.clock.install()
    await page.goto('/')
    // A visitor who only reads: the landing page's scripts start after IDLE_START_MS and count the visit then.
    await page.clock.runFor(IDLE_START_MS)
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.visits)).toBe('1')
    const link = page.getByRole('link', {name: 'Contact Support'})
    await link.focus()
    await page.clock.runFor(61_000 - IDLE_START_MS)
    const offer = page.getByRole('region', {name: 'Still thinking it over?'})
    await expect(offer).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(offer.locator('xpath=..')).toHaveAttribute('aria-live', 'polite')
    await expect(link).toBeFocused()
    await expectNoAxeViolations(page)
    // Escape hides it from anywhere; focus stays put.
    await page.keyboard.press('Escape')
    await expect(offer).toHaveCount(0)
    await expect(link).toBeFocused()
  })

  test('a visitor who tabbed into the offer gets focus back where she was when she dismisses it', async ({page}) => {
    await page.clock.install()
    await page.goto('/')
    // A visitor who only reads: the landing page's scripts start after IDLE_START_MS and count the visit then.
    await page.clock.runFor(IDLE_START_MS)
    await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.visits)).toBe('1')
    await page.clock.runFor(61_000 - IDLE_START_MS)
    const offer = page.getByRole('region', {name: 'Still thinking it over?'})
    await expect(offer).toBeVisible()
    const link = page.getByRole('link', {name: 'Terms of Service'})
    await link.focus()
    await offer.getByRole('button', {name: 'Maybe Later'}).focus()
    await page.keyboard.press('Enter')
    await expect(offer).toHaveCount(0)
    await expect(link).toBeFocused()
  })
})

/** /toolkit's tracker opened with Enter on 'Try Tracker Now': the check-in has focus; a new address (`who`-time) typed in. */
async function openTrackerWithEnter(page: Page, who: string) {
  await page.goto('/toolkit#tracking')
  await page.waitForLoadState('networkidle')
  const tracking = page.locator('#tracking')
  await tracking.getByRole('button', {name: 'Try Tracker Now'}).focus()
  await page.keyboard.press('Enter')
  await expect(tracking.getByRole('heading', {name: "Today's Check-in"})).toBeFocused()
  await tracking.getByLabel('Email Address').fill(`${who}-${Date.now()}@example.com`)
  return tracking
}

test.describe('focus never falls to <body> when its control goes (WCAG 2.4.3)', () => {
  test.beforeEach(async ({page}) => grantAccessInBrowser(page, 'reviewer'))

  test("the quiz's Previous, disabled on the first question, hands focus to the question", async ({page}) => {
    await page.goto('/#phase-quiz')
    await page.waitForLoadState('networkidle')
    const quiz = page.locator('#phase-quiz')
    await quiz.getByRole('radio').first().check()
    await quiz.getByRole('button', {name: 'Next'}).click()
    await expect(quiz.getByText('Question 2 of 3')).toBeVisible()
    await quiz.getByRole('button', {name: 'Previous'}).focus()
    await page.keyboard.press('Enter')
    await expect(quiz.getByText('Question 1 of 3')).toBeVisible()
    await expect(quiz.getByRole('button', {name: 'Previous'})).toBeDisabled()
    await expect(quiz.getByRole('heading', {name: /^How would you describe your periods/})).toBeFocused()
  })

  test("'Try Tracker Now' hands focus to the check-in; Save keeps it while it saves", async ({page}) => {
    const tracking = await openTrackerWithEnter(page, 'focus')
    const save = tracking.getByRole('button', {name: "Save Today's Tracking"})
    await save.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible()
    // Saved, it offers to update the day: the same button, still focused.
    await expect(tracking.getByRole('button', {name: "Update Today's Tracking"})).toBeFocused()
  })

  test('a day whose sliders were moved with the arrow keys, saved with Enter, shows in the history', async ({page}) => {
    const tracking = await openTrackerWithEnter(page, 'arrows')
    const hotFlashes = tracking.getByRole('slider', {name: 'Hot flashes today'})
    await hotFlashes.focus()
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight')
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '3')
    await tracking.getByRole('button', {name: "Save Today's Tracking"}).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible()
    // The saved day is read back: the history shows it and the same button, still focused, now updates it.
    await expect(tracking.getByText('1 day tracked')).toBeVisible()
    await expect(tracking.getByRole('button', {name: "Update Today's Tracking"})).toBeFocused()
    await expect(hotFlashes).toHaveAttribute('aria-valuenow', '3')
  })

  test('saved assessment progress is offered inside the tool, not in a dialog; answering it moves focus to the step', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      const answers = {selectedSymptoms: {'hot-flashes': true}, severity: {}, email: ''}
      window.localStorage.setItem(key, JSON.stringify({currentStep: 1, answers, timestamp: Date.now()}))
    }, STORAGE_KEYS.assessmentProgress)
    await page.goto('/#symptom-checker')
    await page.waitForLoadState('networkidle')
    const offer = page.getByRole('region', {name: 'Continue Your Assessment?'})
    await expect(offer).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(offer.getByRole('button', {name: 'Continue'})).not.toBeFocused()
    await offer.getByRole('button', {name: 'Continue'}).focus()
    await page.keyboard.press('Enter')
    await expect(offer).toHaveCount(0)
    await expect(page.locator('#symptom-checker').getByRole('heading', {name: 'Severity'})).toBeFocused()
  })

  test("a favorite's remove button hands focus to the next one, then to the empty list's heading", async ({page}) => {
    await page.addInitScript((key) => {
      const item = (id: string, title: string) => ({id, type: 'remedy', title, description: `${title} notes`})
      if (!window.sessionStorage.getItem('seeded'))
        window.localStorage.setItem(key, JSON.stringify([item('a', 'Black Cohosh'), item('b', 'Ashwagandha')]))
      window.sessionStorage.setItem('seeded', '1')
    }, STORAGE_KEYS.favorites)
    await page.goto('/favorites')
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', {name: 'Remove Black Cohosh from favorites'}).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', {name: 'Remove Ashwagandha from favorites'})).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', {name: 'No favorites yet'})).toBeFocused()
  })
})

/**
 * Tab budgets of the keyboard paths (docs/accessibility.md): the stops each path needs, plus a margin of 2. Radio groups, the symptom
 * list and each slider are one stop; arrow keys, counted apart, move within them.
 */
const TAB_MARGIN = 2
const TAB_BUDGET = {
  // 2 to the skip link; step 1: the symptom list and Continue; step 2: one radio group per rated symptom (2), Back and
  // Get My Recommendations; step 3: a link per recommended remedy (at most 5), the email field, Back and Complete.
  assessment: 2 + 2 + (2 + 2) + (MAX_ASSESSMENT_RECOMMENDATIONS + 3) + TAB_MARGIN,
  // 3 to the skip link (the landing's second); per question its radio group and Next, and Previous after the first.
  quiz: 3 + 2 + 3 + 3 + TAB_MARGIN,
  // 2 to the skip link; Try Tracker Now; the check-in: email, day, 4 sliders, bleeding or spotting, notes, notes for
  // the doctor and Save.
  tracker: 2 + 1 + 10 + TAB_MARGIN,
}

/**
 * A keyboard-only run through a tool: presses Tab until each target has focus, and keeps count of the Tab presses
 * (and, apart, of the arrow keys, which move inside a radio group, a list or a slider without being Tab stops).
 */
function keyboardOf(page: Page) {
  const stops: string[] = []
  const counts = {tabs: 0, arrows: 0, other: 0}
  return {
    async tabTo(target: Locator, limit = 60) {
      for (let presses = 1; presses <= limit; presses += 1) {
        await page.keyboard.press('Tab')
        counts.tabs += 1
        stops.push(await focused(page))
        if (await target.evaluate((element) => element === document.activeElement)) return
      }
      throw new Error(`${limit} Tab presses did not reach ${target}; the last stops: ${stops.slice(-5).join(' | ')}`)
    },
    async press(key: 'Enter' | 'Space' | 'ArrowDown' | 'ArrowRight') {
      await page.keyboard.press(key)
      if (key.startsWith('Arrow')) counts.arrows += 1
      else counts.other += 1
    },
    /** The tool is finished: its key counts go to the report; its Tab count keeps within the budget and equals the statement's. */
    expectFinished(tool: keyof typeof TAB_BUDGET) {
      test.info().annotations.push({type: `${tool} keys`, description: JSON.stringify(counts)})
      expect(counts.tabs, `the Tab stops on the way: ${stops.join('\n')}`).toBeLessThanOrEqual(TAB_BUDGET[tool])
      expect(counts.tabs, 'the count the accessibility statement gives (KEYBOARD_PATH_TABS)').toBe(
        KEYBOARD_PATH_TABS[tool],
      )
    },
  }
}

/**
 * From the top of `route`, with the keyboard only: Tab to the skip link and press Enter; the section's heading
 * has focus. Returns the keyboard (its counts go on) and the section.
 */
async function skipToSection(page: Page, route: string, skipLink: string, sectionId: string) {
  await page.goto(route)
  await page.waitForLoadState('networkidle')
  const keys = keyboardOf(page)
  const section = page.locator(`#${sectionId}`)
  await keys.tabTo(page.getByRole('link', {name: skipLink}))
  await keys.press('Enter')
  await expect(section.locator('h2')).toBeFocused()
  return {keys, section}
}

/** Presses Tab until `target` has focus, as a keyboard user would; returns how many presses it took. */
async function tabsTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return presses
  }
  return Number.POSITIVE_INFINITY
}

test.describe('keyboard paths (docs/accessibility.md: 59, 66 and 116 Tab presses before)', () => {
  test.beforeEach(async ({page}) => {
    await grantAccessInBrowser(page, 'reviewer')
    await page.setViewportSize({width: 1280, height: 900})
  })

  for (const [route, skip, section, first] of [
    ['/', 'Skip to the symptom assessment', 'symptom-checker', 'checkbox'],
    ['/', 'Skip to the phase quiz', 'phase-quiz', 'radio'],
    ['/toolkit', 'Skip to the symptom tracker', 'tracking', 'button'],
  ] as const) {
    test(`${skip}: its first control within a few Tab presses of the top`, async ({page}) => {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      expect(await tabsTo(page, page.getByRole('link', {name: skip}))).toBeLessThanOrEqual(4)
      await page.keyboard.press('Enter')
      await expect(page.locator(`#${section} h2`)).toBeFocused()
      expect(await tabsTo(page, page.locator(`#${section}`).getByRole(first).first())).toBeLessThanOrEqual(3)
    })
  }

  test('on a slow phone her Tabs after a skip link go on down the page while her own view replaces the visitor’s', async ({
    page,
  }) => {
    // 6× CPU: she presses the skip link before the scripts run and tabs on while her reviewer view arrives late.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 6})
    await page.goto('/')
    const skip = page.getByRole('link', {name: 'Skip to the symptom assessment'})
    expect(await tabsTo(page, skip)).toBeLessThanOrEqual(4)
    await page.keyboard.press('Enter')
    const locked = page.locator('#symptom-checker input[disabled]')
    const section = page.locator('#symptom-checker')
    // Where her focus is, against the section she skipped to: never the page's top (a lost focus) or above it.
    const focusAtOrAfterSection = () =>
      section.evaluate((start) => {
        const active = document.activeElement
        if (!active || active === document.body) return false
        return active === start || Boolean(start.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      })
    let tabsAfterUnlock = 0
    for (let presses = 0; tabsAfterUnlock < 3; presses += 1) {
      expect(presses, 'her view arrived within 30 Tab presses').toBeLessThan(30)
      await page.keyboard.press('Tab')
      if ((await locked.count()) === 0) tabsAfterUnlock += 1
      expect(await focusAtOrAfterSection()).toBe(true)
    }
  })

  test('the symptom assessment, reached and finished with the keyboard only, within its Tab budget', async ({page}) => {
    const {keys, section: checker} = await skipToSection(page, '/', 'Skip to the symptom assessment', 'symptom-checker')
    // Step 1: the symptom list; two symptoms ticked.
    await keys.tabTo(checker.getByRole('checkbox').first())
    await keys.press('Space')
    await keys.press('ArrowDown')
    await keys.press('Space')
    await expect(checker.getByRole('checkbox', {checked: true})).toHaveCount(2)
    await keys.tabTo(checker.getByRole('button', {name: 'Continue'}))
    await keys.press('Enter')
    // Step 2: one radio group per symptom, rated with the arrow keys.
    await expect(checker.getByRole('heading', {name: 'Severity'})).toBeFocused()
    for (const group of await checker.getByRole('group').all()) {
      await keys.tabTo(group.getByRole('radio').first())
      await keys.press('ArrowRight')
      await keys.press('ArrowRight')
      await expect(group.getByRole('radio', {name: /^3/})).toBeChecked()
    }
    await keys.tabTo(checker.getByRole('button', {name: 'Get My Recommendations'}))
    await keys.press('Enter')
    // Step 3: the recommendations; Complete.
    await expect(checker.getByRole('heading', {name: 'Results'})).toBeFocused()
    await keys.tabTo(checker.getByRole('button', {name: 'Complete Assessment'}))
    await keys.press('Enter')
    await expect(checker.getByRole('heading', {name: 'Complete'})).toBeFocused()
    await expect(checker.getByText('Assessment Complete!')).toBeVisible()
    keys.expectFinished('assessment')
  })

  test('the phase quiz, reached and finished with the keyboard only, within its Tab budget', async ({page}) => {
    const {keys, section: quiz} = await skipToSection(page, '/', 'Skip to the phase quiz', 'phase-quiz')
    for (let question = 1; question <= 3; question += 1) {
      await expect(quiz.getByText(`Question ${question} of 3`)).toBeVisible()
      await keys.tabTo(quiz.getByRole('radio').first())
      await keys.press('ArrowDown')
      await expect(quiz.getByRole('radio').nth(1)).toBeChecked()
      await keys.tabTo(quiz.getByRole('button', {name: question < 3 ? 'Next' : 'Get My Results'}))
      await keys.press('Enter')
      await expect(quiz.locator('h3[tabindex="-1"]')).toBeFocused()
    }
    await expect(quiz.locator('h3[tabindex="-1"]')).toContainText("You're likely in")
    await expect(quiz.getByRole('button', {name: 'Retake Quiz'})).toBeVisible()
    keys.expectFinished('quiz')
  })

  test('the tracker, reached and a day saved with the keyboard only, within its Tab budget', async ({page}) => {
    const {keys, section: tracking} = await skipToSection(page, '/toolkit', 'Skip to the symptom tracker', 'tracking')
    await keys.tabTo(tracking.getByRole('button', {name: 'Try Tracker Now'}))
    await keys.press('Enter')
    await expect(tracking.getByRole('heading', {name: "Today's Check-in"})).toBeFocused()
    await keys.tabTo(tracking.getByLabel('Email Address'))
    // As the browser's autofill gives it: typed key by key, each keystroke would ask the server for that address's entries.
    await page.keyboard.insertText(`keys-${Date.now()}@example.com`)
    for (const slider of await tracking.getByRole('slider').all()) {
      await keys.tabTo(slider)
      await keys.press('ArrowRight')
    }
    await keys.tabTo(tracking.getByRole('button', {name: "Save Today's Tracking"}))
    await keys.press('Enter')
    await expect(page.getByText('Tracking Saved!').first()).toBeVisible()
    await expect(tracking.locator('button[type="submit"]')).toBeFocused()
    keys.expectFinished('tracker')
  })

  test('Reviewer Access is among the first tab stops, right after the header', async ({page}) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(await tabsTo(page, page.getByRole('button', {name: 'Reviewer Access'}))).toBeLessThanOrEqual(16)
  })
})

test.describe('reduced motion and in-page links (WCAG 2.3.3, 2.4.3)', () => {
  /** Records the behaviour of every scripted scroll. */
  const recordScrolls = (page: Page) =>
    page.addInitScript(() => {
      const calls: string[] = []
      Object.assign(window, {scrollCalls: calls})
      const original = window.scrollTo.bind(window)
      window.scrollTo = ((...args: [ScrollToOptions]) => {
        if (typeof args[0] === 'object') calls.push(args[0].behavior ?? 'auto')
        return original(...args)
      }) as typeof window.scrollTo
    })
  const scrollCalls = (page: Page) => page.evaluate(() => (window as unknown as {scrollCalls: string[]}).scrollCalls)

  test('with reduced motion, menu links and Home jump instead of gliding; the section heading gets focus below the bars', async ({
    page,
  }) => {
    await recordScrolls(page)
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.setViewportSize({width: 1280, height: 900})
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Phase Quiz'}).click()
    const heading = page.locator('#phase-quiz h2')
    await expect(heading).toBeFocused()
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeGreaterThanOrEqual(56)
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Home'}).click()
    await expect.poll(() => scrollY(page)).toBe(0)
    expect(await scrollCalls(page)).not.toContain('smooth')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth')
  })

  test('without reduced motion the same links glide', async ({page}) => {
    await recordScrolls(page)
    await page.emulateMedia({reducedMotion: 'no-preference'})
    await page.setViewportSize({width: 1280, height: 900})
    await page.goto('/')
    // The header runs once she presses or focuses in it with the page's scripts running. A link pressed before that
    // is the browser's own jump to the section (instant), and the app then finds the heading in place: nothing glides.
    const link = page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Phase Quiz'})
    await link.focus()
    await untilQuiet(page)
    await link.blur()
    await link.focus()
    await untilQuiet(page)
    await link.click()
    await expect(page.locator('#phase-quiz h2')).toBeFocused()
    expect(await scrollCalls(page)).toContain('smooth')
  })
})

test.describe('the accessibility statement', () => {
  test('is linked from the footer and says how to report a problem', async ({page}) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', {name: 'Accessibility'}).click()
    await expect(page).toHaveURL(/\/accessibility$/)
    await expect(page.getByRole('heading', {level: 1, name: 'Accessibility'})).toBeVisible()
    await expect(page.getByRole('main')).toContainText('WCAG 2.2')
    // The keyboard paths measured above (docs/accessibility.md), stated as they are.
    await expect(page.getByRole('main')).toContainText(
      `the assessment takes ${KEYBOARD_PATH_TABS.assessment} Tab presses (two symptoms rated), the phase quiz ${KEYBOARD_PATH_TABS.quiz} and saving a day in the tracker ${KEYBOARD_PATH_TABS.tracker}`,
    )
    await expect(page.getByRole('main').getByRole('link', {name: /@/})).toHaveAttribute('href', /^mailto:/)
    await expectNoAxeViolations(page)
  })
})
