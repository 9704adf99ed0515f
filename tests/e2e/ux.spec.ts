import {expect, test, type Locator, type Page} from '@playwright/test'
import {grantAccessInBrowser} from './support/access'
import {expectNoAxeViolations} from './support/axe'

/** The visitor's walk at both sizes: a phone held in the hand (touch) and a laptop. */
const SIZES = [
  {name: 'phone 390×844 touch', use: {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true}},
  {name: 'desktop 1280×900', use: {viewport: {width: 1280, height: 900}}},
] as const

const phone = (page: Page) => (page.viewportSize()?.width ?? 0) < 700

/**
 * Waits until the page stops moving (lazy sections loaded, smooth scrolling and its corrections done): scroll
 * position and page height unchanged over three samples 400 ms apart (the landing watch corrects every 120 ms).
 */
async function settled(page: Page) {
  const samples: string[] = []
  await expect
    .poll(
      async () => {
        samples.push(
          await page.evaluate(() => `${Math.round(window.scrollY)}:${document.documentElement.scrollHeight}`),
        )
        const recent = samples.slice(-3)
        return recent.length === 3 && recent.every((sample) => sample === recent[0])
      },
      {intervals: [400], timeout: 15_000},
    )
    .toBe(true)
}

/** Distance from the bottom of the sticky bars at the top of the viewport to the top of a section's heading. */
function headingGap(page: Page, sectionId: string) {
  return page.evaluate((id) => {
    const section = document.getElementById(id)
    const heading = section?.querySelector('h1, h2')
    if (!heading) return Number.NaN
    let stickyBottom = 0
    for (const bar of document.querySelectorAll('[data-sticky-top]')) {
      const rect = bar.getBoundingClientRect()
      // Pinned: at its sticky offset (the header at 0, the toolkit's section bar just under it).
      const pinnedAt = Number.parseFloat(getComputedStyle(bar).top) || 0
      if (rect.height > 0 && Math.abs(rect.top - pinnedAt) <= 1) stickyBottom = Math.max(stickyBottom, rect.bottom)
    }
    return Math.round(heading.getBoundingClientRect().top - stickyBottom)
  }, sectionId)
}

async function expectHeadingLanded(page: Page, sectionId: string) {
  // On a loaded machine the landing can begin more than a second after the press (a rehearsal once found the page
  // still at the footer when the stillness check passed): a page at rest before it begins is not a landing. Wait for
  // the heading to arrive, then for the page to rest, and check it is still in place.
  await expect
    .poll(
      async () => {
        const gap = await headingGap(page, sectionId)
        return gap >= 0 && gap <= 24
      },
      {message: `#${sectionId} heading reached below the sticky bars`, timeout: 15_000},
    )
    .toBe(true)
  await settled(page)
  const gap = await headingGap(page, sectionId)
  expect(gap, `#${sectionId} heading below the sticky bars`).toBeGreaterThanOrEqual(0)
  expect(gap, `#${sectionId} heading below the sticky bars`).toBeLessThanOrEqual(24)
}

async function openMainNav(page: Page) {
  if (!phone(page)) return page.getByRole('navigation', {name: 'Main'})
  const menu = page.getByRole('button', {name: 'Open menu'})
  const mobile = page.getByRole('navigation', {name: 'Mobile'})
  // The button works once the page has hydrated.
  await expect(async () => {
    if (!(await mobile.isVisible())) await menu.click()
    await expect(mobile).toBeVisible({timeout: 1000})
  }).toPass({timeout: 20_000})
  return mobile
}

/** Rates chosen symptoms in the assessment on /toolkit and shows step 3; returns the assessment section. */
async function assessmentResults(page: Page, ratings: Record<string, number>) {
  // A fresh load each time (a hash-only change would keep the wizard where it was).
  await page.goto('about:blank')
  await page.goto('/toolkit#symptom-checker')
  const checker = page.locator('#symptom-checker')
  for (const name of Object.keys(ratings)) await checker.getByRole('checkbox', {name: new RegExp(name)}).click()
  await checker.getByRole('button', {name: 'Continue'}).click()
  for (const [name, level] of Object.entries(ratings)) {
    const group = checker.getByRole('group', {name: new RegExp(name)})
    await group.getByRole('radio', {name: new RegExp(`^${level}`)}).check()
  }
  await checker.getByRole('button', {name: 'Get My Recommendations'}).click()
  return checker
}

async function quizResult(page: Page, answers: [string, string, string]) {
  await page.goto('about:blank')
  await page.goto('/toolkit#phase-quiz')
  const quiz = page.locator('#phase-quiz')
  for (const [index, answer] of answers.entries()) {
    await quiz.getByRole('radio', {name: answer}).check()
    await quiz.getByRole('button', {name: index === 2 ? 'Get My Results' : 'Next'}).click()
  }
  return quiz
}

const redFlagCard = (scope: Locator) => scope.getByTestId('red-flag-card')

/** The red flag card sits above the first remedy or recommendation shown after it. */
async function expectAbove(card: Locator, below: Locator) {
  const cardBox = await card.boundingBox()
  const belowBox = await below.boundingBox()
  expect(cardBox && belowBox && cardBox.y + cardBox.height <= belowBox.y + 1).toBe(true)
}

for (const size of SIZES) {
  test.describe(`walked at ${size.name}`, () => {
    test.use(size.use)

    test.describe('red flags before remedies (DECISIONS 32)', () => {
      test.beforeEach(async ({page}) => {
        await grantAccessInBrowser(page)
        // Each run starts the assessment afresh (no "Continue Your Assessment?" dialog).
        await page.addInitScript(() => window.localStorage.removeItem('symptom-assessment-progress'))
      })

      test('depression or anxiety rated 4–5: see a clinician, with the 988 Lifeline, above the recommendations', async ({
        page,
      }) => {
        const checker = await assessmentResults(page, {Depression: 5, Anxiety: 4})
        const card = redFlagCard(checker)
        await expect(card).toBeVisible()
        await expect(card).toContainText('Depression or anxiety')
        await expect(card).toContainText('988 Suicide & Crisis Lifeline')
        await expect(card).toContainText('Anywhere else, call your local emergency number or a local crisis line')
        await expect(card.getByRole('link', {name: 'Call 988'})).toHaveAttribute('href', 'tel:988')
        await expect(card.getByRole('link', {name: 'Text 988'})).toHaveAttribute('href', 'sms:988')
        // Every symptom she chose raised a flag: no remedy, her clinician instead (DECISIONS 46).
        await expectAbove(card, checker.getByTestId('clinician-card'))
        await expectNoAxeViolations(page)
      })

      test('palpitations rated 4–5 raise the heart card; rated 3 they do not', async ({page}) => {
        let checker = await assessmentResults(page, {'Heart Palpitations': 4})
        await expect(redFlagCard(checker)).toContainText('Heart palpitations')
        await expect(redFlagCard(checker)).not.toContainText('988')
        checker = await assessmentResults(page, {'Heart Palpitations': 3})
        await expect(checker.getByRole('heading', {name: 'Your Recommendations'})).toBeVisible()
        await expect(redFlagCard(checker)).toHaveCount(0)
      })

      test('periods stopping before 40: the quiz leads with the see-a-doctor card, never a Post-Menopause headline (DECISIONS 45), and the assessment repeats it', async ({
        page,
      }) => {
        const quiz = await quizResult(page, [
          'Stopped: no period for 12 months or more',
          'Mild, and they come and go',
          'Under 40',
        ])
        await expect(
          quiz.getByRole('heading', {name: 'Please see your doctor about these changes before 40'}),
        ).toBeVisible()
        // The phase cards under the quiz name every stage; the result itself headlines none.
        await expect(quiz.getByTestId('quiz-result').getByRole('heading', {name: /Post-Menopause/})).toHaveCount(0)
        const card = redFlagCard(quiz)
        await expect(card).toContainText('Period changes or menopause symptoms before 40')
        await expectAbove(card, quiz.getByTestId('quiz-contraception'))
        await expectNoAxeViolations(page)
        const checker = await assessmentResults(page, {'Hot Flashes': 2})
        await expect(redFlagCard(checker)).toContainText('Period changes or menopause symptoms before 40')
      })

      test('bleeding after menopause, where the quiz asks about it', async ({page}) => {
        const quiz = await quizResult(page, [
          'Stopped for 12 months or more, but I have had some bleeding or spotting since',
          'Mild, and they come and go',
          'Over 55',
        ])
        await expect(quiz.getByRole('heading', {name: /You're likely in/})).toContainText('Post')
        const card = redFlagCard(quiz)
        await expect(card).toContainText('Bleeding after menopause')
        await expect(card).not.toContainText('before 40')
      })

      test('depression chosen but left unrated still raises the card; heavy bleeding and a new severe headache at any rating (docs/health-rules.md)', async ({
        page,
      }) => {
        await page.goto('/toolkit#symptom-checker')
        const checker = page.locator('#symptom-checker')
        for (const name of ['Depression', 'Heavy or Prolonged Bleeding', 'New or Severe Headache'])
          await checker.getByRole('checkbox', {name: new RegExp(name)}).click()
        await checker.getByRole('button', {name: 'Continue'}).click()
        // Only the headache is rated, and only 1: the bleeding and the depression are left unrated.
        await checker
          .getByRole('group', {name: /New or Severe Headache/})
          .getByRole('radio', {name: /^1/})
          .check()
        await checker.getByRole('button', {name: 'Get My Recommendations'}).click()
        const card = redFlagCard(checker)
        await expect(card.locator('[data-red-flag]')).toHaveText([
          /Depression or anxiety/,
          /A new or severe headache/,
          /Heavy or prolonged bleeding/,
        ])
        await expect(card).toContainText('988')
        await expectAbove(card, checker.getByRole('heading', {name: 'Your Recommendations'}))
        await expectNoAxeViolations(page)
      })

      test('periods months apart at 40 to 44 raise the less urgent early-menopause card, and the stage stays perimenopause (docs/health-rules.md)', async ({
        page,
      }) => {
        const quiz = await quizResult(page, [
          'Still coming, but months apart',
          'Frequent or strong enough to affect my day',
          '40 to 44',
        ])
        await expect(quiz.getByRole('heading', {name: "You're likely in Perimenopause"})).toBeVisible()
        const card = redFlagCard(quiz)
        await expect(card).toContainText('Periods stopping at 40 to 44')
        await expect(card).not.toContainText('before 40')
      })

      test('hot flashes chosen: the treatments to ask a clinician about come first, and the card claims only what the profiles say (docs/health-rules.md)', async ({
        page,
      }) => {
        const checker = await assessmentResults(page, {'Hot Flashes': 5})
        const note = checker.getByTestId('hot-flash-options')
        await expect(note).toContainText('hormone therapy')
        await expect(note).toContainText('fezolinetant')
        await expectAbove(note, checker.getByRole('heading', {name: 'Your Recommendations'}))
        const list = checker.getByRole('list', {name: 'Your Recommendations'})
        for (const name of ['Flaxseed', 'Evening Primrose Oil', 'Cool Sleep Environment', 'Rhodiola Rosea'])
          await expect(list).not.toContainText(name)
        const personalised = checker.getByRole('region', {name: 'Personalised for You'})
        await expect(personalised).not.toContainText('Rhodiola')
        await expect(personalised).not.toContainText('Top Priority')
        await expect(personalised).toContainText('For your hot flashes: the evidence is limited or mixed')
        await personalised.getByRole('link').first().click()
        await expect(page).toHaveURL(/\/remedies\//)
        await expect(page.getByText(/healthcare provider/i).first()).toBeVisible()
      })

      test('no card when nothing calls for one', async ({page}) => {
        const quiz = await quizResult(page, [
          'Irregular: changing in timing, length or flow',
          'Mild, and they come and go',
          '45 to 55',
        ])
        await expect(quiz.getByRole('heading', {name: /You're likely in/})).toBeVisible()
        await expect(redFlagCard(quiz)).toHaveCount(0)
      })

      test('step 4 keeps the results on screen with Print; its buttons go somewhere real on /toolkit', async ({
        page,
      }) => {
        const checker = await assessmentResults(page, {'Hot Flashes': 1, 'Sleep Issues': 5})
        const list = checker.getByRole('list', {name: 'Your Recommendations'})
        // DECISIONS 33: the sleep remedies (rated 5) come before the hot-flash ones (rated 1); each links to its profile.
        const first = list.getByRole('link').first()
        await expect(first).toHaveAttribute('href', /^\/remedies\//)
        await checker.getByRole('button', {name: 'Complete Assessment'}).click()
        await expect(checker.getByText('Assessment Complete!').first()).toBeVisible()
        await expect(checker.getByText('Sleep Issues: 5 of 5')).toBeVisible()
        await expect(checker.getByRole('list', {name: 'Your Recommendations'}).getByRole('link')).not.toHaveCount(0)
        await expect(checker.getByRole('button', {name: 'Print my results'})).toBeVisible()
        // A purchaser is not sold to, and on /toolkit she is already in her toolkit.
        await expect(checker.getByRole('button', {name: /\$37/})).toHaveCount(0)
        await checker.getByRole('button', {name: 'Explore More Remedies'}).click()
        await expectHeadingLanded(page, 'remedies')
      })
    })

    test('a purchaser sees no buy button on / and /toolkit, and finds her toolkit and today', async ({page}) => {
      await grantAccessInBrowser(page)
      for (const path of ['/', '/toolkit']) {
        await page.goto(path)
        if (path === '/')
          await expect(page.getByRole('main').getByRole('link', {name: 'Open my toolkit'}).first()).toBeVisible()
        else
          await expect(
            page.getByRole('navigation', {name: 'Toolkit sections'}).getByRole('link', {name: 'Today'}),
          ).toBeVisible()
        await page.waitForLoadState('networkidle')
        const selling = page
          .locator('a, button')
          .filter({hasText: /\$37|Get (My |Your |Complete )?Toolkit|Get Full Access|Unlock/})
        await expect(selling).toHaveCount(0)
        await expect(page.locator('a[href="/checkout"], a[href="/#purchase"]')).toHaveCount(0)
        await expect(page.getByRole('link', {name: 'Today'}).first()).toHaveAttribute('href', /^(\/toolkit)?#tracking$/)
      }
      await expect(page.getByText('Everything You Need in One Toolkit')).toHaveCount(0)
      await expect(page.getByText(/free assessment/)).toHaveCount(0)
      // Premium resource tiles open real sections of the toolkit.
      const resources = page.locator('#resources')
      await resources.getByRole('link', {name: 'Anxiety Management'}).click()
      await expectHeadingLanded(page, 'wellness')
      await page.getByRole('navigation', {name: 'Toolkit sections'}).getByRole('link', {name: 'Today'}).click()
      await expectHeadingLanded(page, 'tracking')
      await expectNoAxeViolations(page)
    })

    test('section headings land 0–24 px below the sticky header: menu, footer anchors, hash on load', async ({
      page,
    }) => {
      await page.goto('/')
      for (const [label, id] of [
        ['Natural Remedies', 'natural-remedies'],
        ['Phase Quiz', 'phase-quiz'],
        ['Assessment', 'symptom-checker'],
        ['Emotional Wellness', 'wellness'],
        ['Shop Supplements', 'shop-supplements'],
      ]) {
        const nav = await openMainNav(page)
        await nav.getByRole('link', {name: label, exact: true}).click()
        await expectHeadingLanded(page, id)
      }
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', {name: 'Symptom Assessment'}).click()
      await expectHeadingLanded(page, 'checker')
      await footer.getByRole('link', {name: 'Natural Remedies'}).click()
      await expectHeadingLanded(page, 'natural-remedies')
      await page.goto('/#wellness')
      await expectHeadingLanded(page, 'wellness')
      await page.goto('/privacy-policy')
      const nav = await openMainNav(page)
      await nav.getByRole('link', {name: 'Phase Quiz', exact: true}).click()
      await expect(page).toHaveURL(/\/#phase-quiz$/)
      await expectHeadingLanded(page, 'phase-quiz')
    })

    test('on /toolkit the section bar lands each heading just below it, and a hash on load does too', async ({
      page,
    }) => {
      await grantAccessInBrowser(page, 'reviewer')
      await page.goto('/toolkit#sleep')
      await expectHeadingLanded(page, 'sleep')
      const bar = page.getByRole('navigation', {name: 'Toolkit sections'})
      for (const [label, id] of [
        ['Remedies', 'remedies'],
        ['Phase Quiz', 'phase-quiz'],
        ['Tracking', 'tracking'],
        ['Resources', 'resources'],
      ]) {
        await bar.getByRole('link', {name: label, exact: true}).click()
        await expectHeadingLanded(page, id)
      }
      const heights = await page.evaluate(() =>
        [...document.querySelectorAll('[data-sticky-top]')].map((el) => el.getBoundingClientRect().height),
      )
      // The sticky header and section bar together take less than an eighth of a phone screen.
      if (phone(page)) expect(heights.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(112)
    })

    test('no floating control covers a visible button, link or input on / and /toolkit', async ({page}) => {
      await grantAccessInBrowser(page, 'reviewer')
      for (const path of ['/?reviewer=true', '/toolkit?reviewer=true']) {
        await page.goto(path)
        await expect(page.getByRole('button', {name: 'Reviewer Access'})).toBeVisible()
        await settled(page)
        const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
        const samples = 24
        for (let i = 0; i <= samples; i += 1) {
          await page.evaluate((y) => window.scrollTo({top: y, behavior: 'instant'}), Math.round((height * i) / samples))
          const overlaps = await page.evaluate(() => {
            const visible = (el: Element) => {
              const style = window.getComputedStyle(el)
              const rect = el.getBoundingClientRect()
              return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0
            }
            const floating = [...document.querySelectorAll('button, a')].filter(
              (el) => visible(el) && getComputedStyle(el).position === 'fixed',
            )
            const controls = [
              ...document.querySelectorAll(
                'a[href], button, input, select, textarea, [role="slider"], [role="checkbox"]',
              ),
            ].filter((el) => visible(el) && !floating.some((f) => f === el || f.contains(el)))
            const found: string[] = []
            const hidden = floating.map((f) => (f as HTMLElement).style.visibility)
            floating.forEach((f) => ((f as HTMLElement).style.visibility = 'hidden'))
            for (const f of floating) {
              const a = f.getBoundingClientRect()
              for (const control of controls) {
                const b = control.getBoundingClientRect()
                const left = Math.max(a.left, b.left)
                const right = Math.min(a.right, b.right)
                const top = Math.max(a.top, b.top)
                const bottom = Math.min(a.bottom, b.bottom)
                if (right - left < 1 || bottom - top < 1) continue
                // Only a control the visitor can see there counts (not one scrolled under the sticky header).
                const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2)
                if (hit && (hit === control || control.contains(hit)))
                  found.push(
                    `${f.textContent?.trim()} over ${control.tagName} "${control.textContent?.trim().slice(0, 30)}"`,
                  )
              }
            }
            floating.forEach((f, i) => ((f as HTMLElement).style.visibility = hidden[i]))
            return found
          })
          expect(overlaps, `${path} at sample ${i}`).toEqual([])
        }
      }
    })

    test('dialogs open above the floating controls', async ({page}) => {
      await page.goto('/?reviewer=true')
      // While a modal dialog is open the rest of the page leaves the accessibility tree: find the button by its text.
      const button = page.locator('button', {hasText: 'Reviewer Access'})
      await expect(async () => {
        await button.click()
        await expect(page.getByRole('dialog')).toBeVisible({timeout: 1000})
      }).toPass({timeout: 20_000})
      const box = (await button.boundingBox())!
      // What is at the button's place on screen is the dialog or its overlay, not the button.
      const onTop = await page.evaluate(
        ({x, y}) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? 'dialog overlay',
        {x: box.x + box.width / 2, y: box.y + box.height / 2},
      )
      expect(onTop).not.toBe('Reviewer Access')
    })
  })
}

test.describe('touch targets at 390×844 (touch)', () => {
  test.use(SIZES[0].use)

  /** Every control in a region is at least 44 × 44 px, counting the label that activates it. */
  async function expectTouchTargets(region: Locator) {
    const small = await region.evaluate((root) => {
      const out: string[] = []
      const controls = root.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="slider"], [role="checkbox"], [role="radio"]',
      )
      for (const control of controls) {
        const rect = control.getBoundingClientRect()
        if (rect.width === 0 && rect.height === 0) continue
        // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
        if (
          control.tagName === 'A' &&
          control.parentElement?.tagName === 'P' &&
          (control.parentElement.textContent ?? '').trim() !== (control.textContent ?? '').trim()
        )
          continue
        const label = control.closest('label') ?? (control.id ? root.querySelector(`label[for="${control.id}"]`) : null)
        const boxes = [rect, ...(label ? [label.getBoundingClientRect()] : [])]
        const width = Math.max(...boxes.map((b) => b.width))
        const height = Math.max(...boxes.map((b) => b.height))
        if (width < 43.5 || height < 43.5)
          out.push(
            `${control.tagName}${control.getAttribute('type') ? `[${control.getAttribute('type')}]` : ''} "${(control.getAttribute('aria-label') ?? label?.textContent ?? control.textContent ?? '').trim().slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
          )
      }
      return out
    })
    expect(small).toEqual([])
  }

  test('assessment, quiz and tracker controls are at least 44 × 44 px', async ({page}) => {
    await grantAccessInBrowser(page)
    await page.goto('/toolkit#symptom-checker')
    const checker = page.locator('#symptom-checker')
    await expect(checker.getByRole('checkbox').first()).toBeVisible()
    await expectTouchTargets(checker)
    await checker.getByRole('checkbox', {name: /Depression/}).click()
    await checker.getByRole('checkbox', {name: /Sleep Issues/}).click()
    await checker.getByRole('button', {name: 'Continue'}).click()
    await expectTouchTargets(checker)
    await checker.getByRole('radio', {name: '5 Severe'}).first().check()
    await checker.getByRole('button', {name: 'Get My Recommendations'}).click()
    await expectTouchTargets(checker)
    await checker.getByRole('button', {name: 'Complete Assessment'}).click()
    await expect(checker.getByRole('button', {name: 'Print my results'})).toBeVisible()
    await expectTouchTargets(checker)

    const quiz = page.locator('#phase-quiz')
    await expectTouchTargets(quiz)
    await quiz.getByRole('radio').first().check()
    await quiz.getByRole('button', {name: 'Next'}).click()
    await quiz.getByRole('radio').first().check()
    await quiz.getByRole('button', {name: 'Next'}).click()
    await quiz.getByRole('radio').first().check()
    await quiz.getByRole('button', {name: 'Get My Results'}).click()
    await expectTouchTargets(quiz)

    const tracking = page.locator('#tracking')
    await tracking.getByRole('button', {name: 'Try Tracker Now'}).click()
    await expect(tracking.getByRole('slider').first()).toBeVisible()
    await expectTouchTargets(tracking)
  })
})

test.describe('desktop navigation at 1280×900', () => {
  test.use(SIZES[1].use)

  for (const role of ['visitor', 'purchaser'] as const) {
    test(`fits on one line for a ${role}`, async ({page}) => {
      if (role === 'purchaser') await grantAccessInBrowser(page)
      await page.goto('/')
      const nav = page.getByRole('navigation', {name: 'Main'})
      await expect(
        nav.getByRole('link', {name: role === 'visitor' ? 'Get Toolkit - $37' : 'Open my toolkit'}),
      ).toBeVisible()
      const lines = await nav.evaluate((el) => {
        const items = [...el.querySelectorAll('a')]
        const lineHeight = Number.parseFloat(getComputedStyle(items[0]).lineHeight) || 24
        return {
          tops: new Set(
            items.map((a) => Math.round(a.getBoundingClientRect().top + a.getBoundingClientRect().height / 2)),
          ).size,
          wrapped: items
            .filter(
              (a) => a.getClientRects().length > 1 || a.getBoundingClientRect().height > Math.max(48, 1.6 * lineHeight),
            )
            .map((a) => a.textContent),
        }
      })
      expect(lines.wrapped).toEqual([])
      expect(lines.tops).toBe(1)
      await expectNoAxeViolations(page)
    })
  }
})
