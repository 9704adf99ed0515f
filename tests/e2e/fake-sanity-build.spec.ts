import {spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {readDataset} from '../../build-time/content-source/dataset'
import {EXAMPLE_AFFILIATE_TAG, EXAMPLE_COACH_NAME} from '../../content-model/coach-details'
import {isPlaceholderText} from '../../content-model/options'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {resolveLocalAssets, sanityCdnUrl} from '../../build-time/content-source/local-assets'
import {startFakeSanity} from '../support/fake-sanity'
import {studioGraphqlSdl} from '../support/fake-sanity-schema'
import {copyProject, previewedRemedyName} from '../support/project-copy'
import {pollFor} from '../support/until'
import {fakeSanityEnv, run} from '../support/run-gatsby'
import {PUBLIC_DIR, publicFiles} from './support/public-files'

const DRAFT_NAME = 'Black Cohosh (unpublished draft)'
const PREVIEW_PORT = 8935

/** Her own name and Amazon tag in her Site settings, where the embedded content has the example coach's. */
const HER = {coachName: 'Jane', coachFullName: 'Jane Doe', affiliateTag: 'janeshop-20'}

/**
 * The dataset as a Sanity project holds it after `npm run content:import`: the image files under content/images
 * uploaded as image assets (Sanity's ids and CDN URLs) and referenced from the documents, plus one draft. With
 * `settings`, her Site settings replace the example coach's.
 */
const withDraft = async (settings: Record<string, string> = {}) => {
  const {documents, assets} = await resolveLocalAssets(
    readDataset(path.resolve('content')),
    path.resolve('content'),
    sanityCdnUrl('fakeproject', 'production'),
  )
  const published = documents.find((doc) => doc._id === 'remedy-black-cohosh')!
  return [
    ...documents.map((doc) => (doc._type === 'siteSettings' ? {...doc, ...settings} : doc)),
    ...assets.map(({localFile: _local, ...asset}) => asset),
    {...published, _id: `drafts.${published._id}`, name: DRAFT_NAME},
  ]
}

const exampleSettings = () =>
  readDataset(path.resolve('content')).find((doc) => doc._type === 'siteSettings') as unknown as typeof HER

/**
 * Her name and tag written back as the example's, so the two builds compare page for page. Where the example's
 * full name is a marked placeholder, the site names the coach by her first name instead.
 */
const asExample = (html: string, example: typeof HER) =>
  html
    .replaceAll(HER.coachFullName, isPlaceholderText(example.coachFullName) ? HER.coachName : example.coachFullName)
    .replace(/\bJane\b/g, example.coachName)
    .replaceAll(HER.affiliateTag, example.affiliateTag)

/** An image URL of either source reduced to the image (sha1 of the original) and the size asked for. */
const imageToken = (hash: string, width: string | null, height: string | null) => `IMG:${hash}:${width}x${height}`

/**
 * What legitimately differs between two builds of the same pages: webpack's content hashes in file names
 * and the compilation hash, the preconnect to Sanity's image CDN that gatsby-source-sanity adds, and where images
 * are served from: Sanity's CDN picks AVIF/WebP per request (one <img>), a static build ships them as <picture>
 * sources. What must match is every image, its alt text, its sizes and its srcset widths. React also hoists a
 * preload of an eager <img> that is not inside a <picture> (the CDN's case), so those preloads differ too.
 */
const normalise = (html: string) =>
  html
    .replace(/<link rel="preconnect" href="https:\/\/cdn\.sanity\.io"\/>/g, '')
    .replace(/<link rel="preload" as="image" imageSrcSet="[^"]*" imageSizes="[^"]*"\/>/g, '')
    .replace(/<\/?picture>|<source [^>]*\/?>/g, '')
    .replace(
      /https:\/\/cdn\.sanity\.io\/images\/[^/"\s]+\/[^/"\s]+\/([0-9a-f]+)-\d+x\d+\.\w+\?([^"\s,]*)/g,
      (_url, hash: string, query: string) => {
        const params = new URLSearchParams(query.replace(/&amp;/g, '&'))
        return imageToken(hash, params.get('w'), params.get('h'))
      },
    )
    .replace(/\/static\/images\/([0-9a-f]+)-(\d+)x(\d+)\.\w+/g, (_url, hash: string, width: string, height: string) =>
      imageToken(hash, width, height),
    )
    .replace(/-[0-9a-f]{8}\.(js|css)/g, '-HASH.$1')
    .replace(/("webpackCompilationHash"|___webpackCompilationHash=)"?[0-9a-f]+"?/g, '$1HASH')
    .replace(/"[0-9]{6,12}"/g, '"QUERYHASH"')

test.describe('production content path (gatsby-source-sanity)', () => {
  test.setTimeout(900_000)

  test('the build from a fake Sanity API equals the embedded build page for page, names her, and leaves drafts out', async () => {
    const fake = await startFakeSanity({documents: await withDraft(HER), sdl: await studioGraphqlSdl()})
    const example = exampleSettings()
    const project = copyProject('fake-sanity-build')
    try {
      const result = await run('gatsby', ['build'], {cwd: project.dir, env: fakeSanityEnv(fake.apiHost)})
      expect(result.code, result.output.slice(-3000)).toBe(0)
      // The postbuild step the embedded build had too (when the page scripts start).
      const deferred = await run('tsx', ['scripts/defer-page-scripts.mts'], {
        cwd: project.dir,
        env: fakeSanityEnv(fake.apiHost),
      })
      expect(deferred.code, deferred.output).toBe(0)
      expect(fake.requests).toContain('GET /v1/apis/graphql/production/default')
      expect(fake.requests).toContain('GET /v1/data/export/production')

      const sanityPublic = path.join(project.dir, 'public')
      const pages = publicFiles().filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
      expect(pages.length).toBeGreaterThan(40)
      expect(
        publicFiles(sanityPublic)
          .filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
          .sort(),
      ).toEqual([...pages].sort())
      // Each differing page with where it first differs, so a failure says what to look at.
      const differing = pages.flatMap((file) => {
        const embedded = normalise(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'))
        const sanity = normalise(asExample(readFileSync(path.join(sanityPublic, file), 'utf8'), example))
        if (embedded === sanity) return []
        let at = 0
        while (embedded[at] === sanity[at]) at++
        return [`${file}: embedded «${embedded.slice(at - 80, at + 120)}» sanity «${sanity.slice(at - 80, at + 120)}»`]
      })
      expect(differing).toEqual([])
      // Images included: the same pictures from Sanity's CDN as from the build-time files.
      const home = readFileSync(path.join(sanityPublic, 'index.html'), 'utf8')
      expect(home).toMatch(/https:\/\/cdn\.sanity\.io\/images\/fakeproject\/production\/[0-9a-f]+-800x800\.png\?/)
      expect(readFileSync(path.join(PUBLIC_DIR, 'index.html'), 'utf8')).toMatch(
        /\/static\/images\/[0-9a-f]+-96x96\.avif/,
      )
      expect(readFileSync(path.join(sanityPublic, 'remedies/black-cohosh.html'), 'utf8')).not.toContain(
        'unpublished draft',
      )

      // Her name and her tag, from her Site settings: neither the example coach's name nor the example tag anywhere
      // (pages, page data, scripts, the premium content), and hers where they are named.
      const texts = publicFiles(sanityPublic)
        .filter((file) => /\.(html|json|js|txt|xml)$/.test(file))
        .map((file) => ({file, text: readFileSync(path.join(sanityPublic, file), 'utf8')}))
      const premium = readFileSync(path.join(project.dir, PREMIUM_CONTENT_FILE), 'utf8')
      texts.push({file: PREMIUM_CONTENT_FILE, text: premium})
      const naming = (pattern: RegExp) => texts.filter(({text}) => pattern.test(text)).map(({file}) => file)
      expect(naming(new RegExp(`\\b${EXAMPLE_COACH_NAME}\\b`))).toEqual([])
      expect(naming(new RegExp(EXAMPLE_AFFILIATE_TAG))).toEqual([])
      expect(readFileSync(path.join(sanityPublic, 'toolkit.html'), 'utf8')).toMatch(/\bJane\b/)
      expect(home).toMatch(/amazon\.com\/s\?k=[^"]*&amp;tag=janeshop-20/)
      expect(premium).toContain('tag=janeshop-20')
    } finally {
      await fake.close()
      project.remove()
    }
  })

  test('npm run preview shows the draft from the fake Sanity API (watch mode, overlayDrafts)', async () => {
    const fake = await startFakeSanity({documents: await withDraft(), sdl: await studioGraphqlSdl()})
    const project = copyProject('fake-sanity-preview')
    const server = spawn('node', ['scripts/preview.mts'], {
      cwd: project.dir,
      env: fakeSanityEnv(fake.apiHost, {PREVIEW_PORT: String(PREVIEW_PORT)}),
      stdio: 'ignore',
      detached: true,
    })
    try {
      const name = await pollFor(() => previewedRemedyName(PREVIEW_PORT), {
        timeoutMs: 600_000,
        everyMs: 500,
        what: 'the preview server',
      })
      expect(name).toBe(DRAFT_NAME)
      expect(fake.requests).toContain('GET /v1/data/listen/production')
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
      await fake.close()
      project.remove()
    }
  })
})
