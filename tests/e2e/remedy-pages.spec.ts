import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {FREE_REMEDY_COUNT} from '../../content-model/options'
import {remedyPagePath} from '../../src/config/site'
import {REMEDY_PAGE_MESSAGES} from '../../src/features/remedy-page/messages'
import {expectNoAxeViolations} from './support/axe'
import {
  PUBLIC_DIR,
  pagePathOf,
  publicFiles,
  publishedRemedies,
  searchable,
  searchablePublicText,
} from './support/public-files'
import {readDataset} from '../../build-time/content-source/dataset'

/** The long-form profile fields that only purchasers may read for remedies past the free ones (DECISIONS 16). */
const PREMIUM_FIELDS = ['whatItIs', 'inAction', 'evidence', 'dosage', 'sideEffects', 'affiliateLink'] as const

const htmlOf = (pagePath: string) =>
  readFileSync(path.join(PUBLIC_DIR, pagePath === '/' ? 'index.html' : `${pagePath}.html`), 'utf8')

test.describe('remedy pages for search', () => {
  test('every remedy has a static page with its own title, description and Open Graph tags', () => {
    const remedies = publishedRemedies()
    expect(remedies.length).toBe(40)
    const titles = new Set<string>()
    for (const remedy of remedies) {
      const html = htmlOf(remedyPagePath(remedy.slug.current))
      const title = html.match(/<title[^>]*>([^<]+)<\/title>/)?.[1]
      expect(title).toBe(`${remedy.name.replace(/&/g, '&amp;')} | Menopause Mastery Toolkit`)
      titles.add(title!)
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? ''
      expect(description.length).toBeGreaterThan(40)
      expect(searchable(remedy.description).startsWith(searchable(description.replace(/…$/, '')))).toBe(true)
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(html).toMatch(/<meta property="og:description" content="[^"]+"/)
      expect(html).toContain('"@type":"BreadcrumbList"')
      expect(html).toContain(REMEDY_PAGE_MESSAGES.healthcareNote)
    }
    expect(titles.size).toBe(remedies.length)
  })

  test('no premium field of the non-free remedies is anywhere in the public build', () => {
    const haystack = searchablePublicText()
    const remedies = publishedRemedies()
    // The search finds public text: the description of a paid remedy is on its page.
    expect(haystack).toContain(searchable(remedies[FREE_REMEDY_COUNT].description).slice(0, 80))
    const paragraphs = (remedy: (typeof remedies)[number]) =>
      PREMIUM_FIELDS.flatMap((field) =>
        typeof remedy[field] === 'string' ? (remedy[field] as string).split(/\n+/).map((text) => ({field, text})) : [],
      )
    // Text the free profiles share with paid ones (the standard "talk to your healthcare provider" line) is public by design.
    // Supplement cards show their own shop link on the landing page: the same retail URL on a paid profile is no leak.
    const cardLinks = readDataset(path.resolve('content'))
      .filter((doc) => doc._type === 'supplementCategory')
      .map((doc) => searchable(String(doc.affiliateLink ?? '')))
    const freeText = [
      ...remedies
        .slice(0, FREE_REMEDY_COUNT)
        .flatMap(paragraphs)
        .map(({text}) => searchable(text)),
      ...cardLinks,
    ].join('|')
    const leaks: string[] = []
    let checked = 0
    for (const remedy of remedies.slice(FREE_REMEDY_COUNT)) {
      for (const {field, text: paragraph} of paragraphs(remedy)) {
        const needle = searchable(paragraph).slice(0, 60)
        if (needle.length < 30 || freeText.includes(needle)) continue
        checked += 1
        if (haystack.includes(needle)) leaks.push(`${remedy.slug.current}.${field}: ${paragraph.slice(0, 60)}`)
      }
    }
    expect(checked).toBeGreaterThan(100)
    expect(leaks).toEqual([])
  })

  test('the sitemap lists every public page and robots.txt points at it', async ({request}) => {
    const sitemap = readFileSync(path.join(PUBLIC_DIR, 'sitemap.xml'), 'utf8')
    const listed = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || '/').sort()
    const pages = publicFiles()
      .filter((file) => file.endsWith('.html') && !file.startsWith('404') && !file.startsWith('_gatsby'))
      .filter(
        (file) => !/<meta name="robots" content="noindex"/.test(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')),
      )
      .map(pagePathOf)
      .sort()
    expect(listed).toEqual(pages)
    for (const remedy of publishedRemedies()) expect(listed).toContain(remedyPagePath(remedy.slug.current))
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m)
    expect((await request.get('/sitemap.xml')).status()).toBe(200)
  })

  test('a remedy page shows the teaser and leads to checkout, by keyboard', async ({page}) => {
    const remedy = publishedRemedies()[FREE_REMEDY_COUNT]
    await page.goto(remedyPagePath(remedy.slug.current))
    await expect(page.getByRole('heading', {level: 1, name: remedy.name})).toBeVisible()
    await expect(page.getByText(remedy.description)).toBeVisible()
    await expect(page.getByRole('note')).toHaveText(REMEDY_PAGE_MESSAGES.healthcareNote)
    await expect(page.getByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toHaveCount(0)
    await expect(page.getByRole('heading', {name: 'Dosage'})).toHaveCount(0)
    const cta = page.getByRole('main').getByRole('link', {name: 'Get Toolkit - $37'})
    await cta.focus()
    await expect(cta).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/checkout$/)
  })

  test('a free remedy shows its full profile to everyone and links it in the toolkit', async ({page}) => {
    const remedy = publishedRemedies()[0]
    await page.goto(remedyPagePath(remedy.slug.current))
    await expect(page.getByRole('heading', {level: 2, name: 'Dosage'})).toBeVisible()
    await expect(page.getByText(String(remedy.dosage).split('\n')[0])).toBeVisible()
    await expect(page.getByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toHaveAttribute(
      'href',
      `/toolkit?remedy=${remedy.slug.current}#remedies`,
    )
  })

  test('the remedy index links every remedy page', async ({page}) => {
    await page.goto('/remedies')
    await expect(page.getByRole('heading', {level: 1, name: REMEDY_PAGE_MESSAGES.indexTitle})).toBeVisible()
    const remedies = publishedRemedies()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(remedies.length)
    await page.getByRole('link', {name: remedies[1].name}).click()
    await expect(page).toHaveURL(new RegExp(`${remedyPagePath(remedies[1].slug.current)}$`))
  })

  for (const pagePath of [
    '/remedies',
    remedyPagePath('black-cohosh'),
    remedyPagePath(publishedRemedies()[FREE_REMEDY_COUNT].slug.current),
  ]) {
    test(`no accessibility violations on ${pagePath}`, async ({page}) => {
      await page.goto(pagePath)
      await expectNoAxeViolations(page)
    })
  }
})
