import assert from 'node:assert/strict'
import {existsSync, readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'
import {evaluate, parse} from 'groq-js'
import {readDataset} from '../../build-time/content-source/dataset'
import {schemaTypes} from '../../studio/schemaTypes'
import {PREVIEWABLE_TYPES} from '../../studio/lib/preview-url'
import {
  DOCUMENT_LOCATIONS,
  LANDING_REMEDY_CARDS,
  MAIN_DOCUMENTS,
  presentationOrigins,
  type LocationsState,
} from '../../studio/lib/presentation-locations'
import {presentation, presentationOptions} from '../../studio/presentation'
import config from '../../studio/sanity.config'

const dataset = readDataset(path.resolve('content'))
const resolve = (type: keyof typeof DOCUMENT_LOCATIONS, doc: Record<string, unknown> | null) =>
  (DOCUMENT_LOCATIONS[type].resolve as (doc: Record<string, unknown> | null) => LocationsState)(doc)
const hrefs = (state: LocationsState) => (state.locations ?? []).map((location) => location.href)

/** The site's source, to find the section ids the locations point at. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  )
const siteSource = sourceFiles(path.resolve('src'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n')

describe('Presentation tool', () => {
  it('is one of the Studio plugins, with the preview server as its page and locations for every type with a page', () => {
    const plugins = (config as unknown as {plugins: Array<{name: string}>}).plugins
    assert.ok(plugins.includes(presentation as never))
    assert.deepEqual(presentationOptions.previewUrl, {initial: 'http://localhost:8100'})
    const located = Object.keys(presentationOptions.resolve?.locations ?? {})
    assert.deepEqual(located.sort(), Object.keys(DOCUMENT_LOCATIONS).sort())
    for (const type of PREVIEWABLE_TYPES) assert.ok(located.includes(type), `${type} has locations`)
    const declared = new Set(schemaTypes.map((type) => type.name))
    for (const type of located) assert.ok(declared.has(type), `${type} is a schema type`)
  })

  it('shows the preview server, and a deploy preview as well when one is set', () => {
    assert.deepEqual(presentationOrigins({}), {
      initial: 'http://localhost:8100',
      allowOrigins: ['http://localhost:8100'],
    })
    assert.deepEqual(
      presentationOrigins({
        SANITY_STUDIO_PREVIEW_URL: 'http://localhost:8200/',
        SANITY_STUDIO_DEPLOY_PREVIEW_URL: 'https://deploy-preview-12--toolkit.netlify.app/',
      }),
      {
        initial: 'http://localhost:8200',
        allowOrigins: ['http://localhost:8200', 'https://deploy-preview-12--toolkit.netlify.app'],
      },
    )
  })
})

describe('resolve.locations per document type', () => {
  it('a remedy: its page, the toolkit database, the remedy index, and the landing card for the first three', () => {
    assert.deepEqual(hrefs(resolve('remedy', {name: 'Black Cohosh', slug: 'black-cohosh', position: 1})), [
      '/remedies/black-cohosh',
      '/toolkit#remedies',
      '/remedies',
      '/#natural-remedies',
    ])
    assert.deepEqual(hrefs(resolve('remedy', {name: 'Sage', slug: 'sage', position: LANDING_REMEDY_CARDS + 1})), [
      '/remedies/sage',
      '/toolkit#remedies',
      '/remedies',
    ])
    const unsaved = resolve('remedy', {name: 'New', position: 9})
    assert.equal(unsaved.tone, 'caution')
    assert.ok(!hrefs(unsaved).some((href) => href.startsWith('/remedies/')))
  })

  it('the landing page shows as many remedy cards as the locations assume', () => {
    const featured = /featured: allSanityRemedy\(sort: \{sortOrder: ASC\}, limit: (\d+)\)/.exec(
      readFileSync(path.resolve('src/pages/index.tsx'), 'utf8'),
    )
    assert.equal(Number(featured?.[1]), LANDING_REMEDY_CARDS)
  })

  it('phase, quiz, stack item, testimonial, settings and guides open their sections', () => {
    assert.deepEqual(hrefs(resolve('phase', {title: 'Menopause'})), [
      '/#resources',
      '/toolkit#phases',
      '/#phase-quiz',
      '/toolkit#phase-quiz',
    ])
    assert.deepEqual(hrefs(resolve('phaseQuizQuestion', null)), ['/#phase-quiz', '/toolkit#phase-quiz'])
    assert.deepEqual(hrefs(resolve('dailyStackItem', null)), ['/toolkit#amy-stack'])
    assert.deepEqual(hrefs(resolve('testimonial', {section: 'what-women-say'})), ['/#testimonials'])
    assert.deepEqual(hrefs(resolve('testimonial', {section: 'real-results'})), [])
    assert.deepEqual(hrefs(resolve('siteSettings', null)), ['/', '/toolkit', '/checkout'])
    assert.deepEqual(hrefs(resolve('sleepGuide', null)), ['/#sleep', '/toolkit#sleep'])
    assert.deepEqual(hrefs(resolve('emotionalWellness', null)), ['/#wellness', '/toolkit#wellness'])
    assert.deepEqual(hrefs(resolve('redFlags', null)), [
      '/#symptom-checker',
      '/toolkit#symptom-checker',
      '/#phase-quiz',
      '/toolkit#phase-quiz',
    ])
  })

  it("a symptom category opens the toolkit's remedy database; a default reminder the wellness reminders page", () => {
    assert.deepEqual(hrefs(resolve('symptomCategory', {name: 'Sleep'})), ['/toolkit#remedies'])
    assert.deepEqual(hrefs(resolve('reminderTemplate', {title: 'Morning check-in'})), ['/wellness-reminders'])
    assert.ok(existsSync(path.resolve('src/pages/wellness-reminders.tsx')))
  })

  it('every section a location points at is a section id of the site', () => {
    const anchors = new Set(
      Object.keys(DOCUMENT_LOCATIONS)
        .flatMap((type) =>
          hrefs(resolve(type as keyof typeof DOCUMENT_LOCATIONS, {slug: 'x', position: 1, section: 'what-women-say'})),
        )
        .filter((href) => href.includes('#'))
        .map((href) => href.split('#')[1]),
    )
    assert.ok(anchors.size > 8)
    for (const anchor of anchors)
      assert.match(siteSource, new RegExp(`id(="|: '| = ')${anchor}['"]`), `no section has id "${anchor}"`)
  })

  it('every select reads a field the type has', () => {
    const fieldsOf = new Map(
      schemaTypes.map((type) => [
        type.name,
        new Set((type as unknown as {fields?: Array<{name: string}>}).fields?.map((f) => f.name)),
      ]),
    )
    for (const [type, {select}] of Object.entries(DOCUMENT_LOCATIONS))
      for (const field of Object.values(select))
        assert.ok(fieldsOf.get(type)?.has(field.split('.')[0]), `${type}.${field}`)
  })
})

describe('mainDocuments', () => {
  it("a remedy page's main document is that remedy; the landing page's is the site settings", async () => {
    const run = async (filter: string, params: Record<string, string>) =>
      (await (await evaluate(parse(`*[${filter}][0]._id`, {params}), {dataset, params})).get()) as string
    const [remedyRoute, landingRoute] = MAIN_DOCUMENTS
    assert.equal(remedyRoute.route, '/remedies/:slug')
    assert.equal(await run(remedyRoute.filter, {slug: 'black-cohosh'}), 'remedy-black-cohosh')
    assert.equal(landingRoute.route, '/')
    assert.equal(await run(landingRoute.filter, {}), 'siteSettings')
  })
})
