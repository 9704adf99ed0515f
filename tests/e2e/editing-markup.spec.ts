import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {PUBLIC_DIR, pagePathOf, publicFiles, publishedRemedies} from './support/public-files'

/**
 * The production site carries no editing markup: click-to-edit attributes, Sanity's overlay code and
 * stega-encoded characters exist only on the editors' preview server (src/lib/content/visual-editing.ts). And it
 * claims no clinical review the content does not record (DECISIONS 50): the embedded content records none.
 */
const textFiles = publicFiles().filter((file) => /\.(html|js|json|css|txt|xml|webmanifest)$/.test(file))
const read = (file: string) => readFileSync(path.join(PUBLIC_DIR, file), 'utf8')

/** Strings only Sanity's visual editing code and markup contain. */
const EDITING_MARKERS = ['data-sanity', 'visual-editing/', 'Open in Studio', 'sanity-visual-editing', 'intent/edit/']
/** Stega hides its payload in runs of zero-width characters. */
const STEGA_RUN = /(?:\u200B|\u200C|\u200D|\u2060|\uFEFF){4,}/

test.describe('production build: no editing markup', () => {
  test('no page, script or data file carries an edit attribute, overlay code or stega characters', () => {
    expect(textFiles.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(20)
    expect(textFiles.some((file) => file.endsWith('.js'))).toBe(true)
    const found = textFiles.flatMap((file) => {
      const text = read(file)
      return [
        ...EDITING_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`),
        ...(STEGA_RUN.test(text) ? [`${file}: stega characters`] : []),
      ]
    })
    expect(found).toEqual([])
  })

  test('a remedy page shows no "Reviewed by" line: the embedded content records no clinical review', async ({page}) => {
    const pages = textFiles.filter((file) => file.endsWith('.html') && pagePathOf(file).startsWith('/remedies/'))
    expect(pages.length).toBe(publishedRemedies().length)
    for (const file of pages) expect(read(file), file).not.toContain('Reviewed by')
    const [first] = publishedRemedies()
    await page.goto(`/remedies/${first.slug.current}`)
    await expect(page.getByRole('heading', {level: 1, name: first.name})).toBeVisible()
    await expect(page.getByText(/Reviewed by/)).toHaveCount(0)
  })
})
