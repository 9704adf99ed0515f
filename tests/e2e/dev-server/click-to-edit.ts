import {appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {expect, test} from '@playwright/test'

/**
 * Click-to-edit on the editors' preview server (`npm run preview`): a remedy page names the document and field of
 * its name, dose and warnings, and shows a draft in place of the published document; hovering shows Sanity's overlay;
 * a click outside the Studio opens that field's edit intent; a saved change to the content shows without reloading
 * the page. The preview reads a copy of content/ with a draft added, so the content it edits is the copy's. The
 * screenshots are the editors' guide's (docs/editors-guide.md).
 */
export const STUDIO_URL = 'http://studio.localhost:3333'
const SCREENSHOTS = path.resolve('docs/images/editors-guide')
const DRAFT_NAME = 'Black Cohosh (draft)'

/** A copy of content/ with a draft of Black Cohosh beside its published version (as Sanity's drafts would be). */
export function contentWithDraft() {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-content-'))
  cpSync('content', dir, {recursive: true})
  const remediesFile = path.join(dir, 'remedies.ndjson')
  const published = readFileSync(remediesFile, 'utf8')
    .split('\n')
    .find((line) => line.includes('"_id":"remedy-black-cohosh"'))!
  appendFileSync(
    remediesFile,
    `${JSON.stringify({...JSON.parse(published), _id: 'drafts.remedy-black-cohosh', name: DRAFT_NAME})}\n`,
  )
  return {dir, remediesFile}
}

/** The click-to-edit tests, against a preview server at `previewUrl` reading `remediesFile`. */
export function clickToEditTests(previewUrl: string, remediesFile: () => string) {
  const remedyPage = `${previewUrl}/remedies/black-cohosh`

  test('click to edit: a remedy page shows her draft, and carries the document id and field path of its name, dose and warnings', async ({
    page,
  }) => {
    await page.goto(remedyPage)
    const field = (name: string) => page.locator(`[data-sanity*="id=remedy-black-cohosh;type=remedy;path=${name};"]`)
    await expect(page.getByRole('heading', {level: 1})).toContainText(DRAFT_NAME)
    await expect(page.getByRole('heading', {level: 1})).toHaveAttribute('data-sanity', /path=name;/)
    await expect(field('dosage')).toContainText('Dosage')
    await expect(field('sideEffects')).toContainText('Side Effects')
    await expect(field('description')).toHaveCount(1)
  })

  test("click to edit: hovering a field shows Sanity's overlay; a click opens that field in the Studio", async ({
    page,
  }) => {
    test.setTimeout(300_000)
    await page.route(`${STUDIO_URL}/**`, (route) =>
      route.fulfill({contentType: 'text/html', body: '<title>Studio</title><h1>Studio</h1>'}),
    )
    await page.goto(remedyPage)
    const dosage = page.locator('[data-sanity*="path=dosage;"]')
    const overlay = page.locator('sanity-visual-editing')
    // The overlay listens for the pointer once its chunk has loaded (compiled on first request by the preview
    // server, slow on a busy machine): a hover before that would go unseen.
    await expect(overlay).toBeAttached({timeout: 150_000})
    await dosage.getByRole('heading').hover()
    await expect(overlay.getByText('Open in Studio')).toBeVisible()
    mkdirSync(SCREENSHOTS, {recursive: true})
    await page.screenshot({path: path.join(SCREENSHOTS, 'hover-overlay.png')})
    await dosage.locator('p').first().click()
    await page.waitForURL(`${STUDIO_URL}/intent/edit/id=remedy-black-cohosh;type=remedy;path=dosage`)
  })

  test('click to edit: a phase description, a testimonial and the site settings on the landing page open their own fields', async ({
    page,
  }) => {
    await page.goto(`${previewUrl}/`)
    await expect(page.locator('[data-sanity*="type=phase;path=description;"]')).toHaveCount(3)
    await expect(page.locator('[data-sanity*="type=testimonial;path=content;"]').first()).toBeAttached()
    // The site settings' words: the headline, the promise, the guarantee.
    for (const field of ['heroHeadline', 'heroSubheadline', 'communityText', 'promiseText', 'guaranteeText'])
      await expect(page.locator(`[data-sanity*="id=siteSettings;type=siteSettings;path=${field};"]`)).toHaveCount(1)
  })

  test('click to edit: a saved change to the content shows on the open page without reloading it', async ({page}) => {
    await page.goto(remedyPage)
    const dosage = page.locator('[data-sanity*="path=dosage;"]')
    await expect(dosage).toBeVisible()
    await page.evaluate(() => Object.assign(window, {stillThisPage: true}))
    const file = remediesFile()
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes('"_id":"drafts.remedy-black-cohosh"'))
    const remedy = JSON.parse(lines[index]) as {dosage: string}
    lines[index] = JSON.stringify({...remedy, dosage: 'Edited draft dose: 20 mg twice a day.'})
    writeFileSync(file, lines.join('\n'))
    await expect(dosage).toContainText('Edited draft dose: 20 mg twice a day.', {timeout: 120_000})
    expect(await page.evaluate(() => (window as {stillThisPage?: boolean}).stillThisPage)).toBe(true)
    await page.screenshot({path: path.join(SCREENSHOTS, 'live-edit.png')})
  })
}
