/** @jest-environment node */
import {execFile} from 'node:child_process'
import {createServer} from 'node:net'
import path from 'node:path'
import {promisify} from 'node:util'
import {createClient} from '@sanity/client'
import {importContent} from '../../../build-time/content-import/import-content'
import {importOnBuild} from '../../../build-time/content-import/import-on-build'
import {starterContent} from '../../../build-time/content-import/starter-content'
import type {SanityDocument} from '../../../build-time/content-source/dataset'
import {FAKE_SANITY_WRITE_TOKEN, startFakeSanity} from '../../support/fake-sanity'
import '../../support/fake-sanity-dns.cjs'
import {buildFirstCommand} from '../../support/build-command'

/**
 * The Content import step done by the build (docs/coach-guide.md, "The steps, in order"): the real Sanity client
 * against a local fake of Sanity's API, as the build's first step runs it.
 */
jest.setTimeout(30_000)

const STARTER = starterContent('content')
const IMAGE_FILES = new Set(JSON.stringify(STARTER).match(/image@file:\/\/[^"]+/g))
const REMEDY = STARTER.find((doc) => doc._type === 'remedy')!
const projectEnv = (apiHost: string) => ({
  SANITY_PROJECT_ID: 'fakeproject',
  SANITY_DATASET: 'production',
  SANITY_WRITE_TOKEN: FAKE_SANITY_WRITE_TOKEN,
  SANITY_API_HOST: apiHost,
})
const mutations = (requests: string[]) => requests.filter((request) => request.includes('/data/mutate/')).length

/** A port nothing listens on: Sanity cannot be reached there. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('the content import done by the build', () => {
  it('imports the starter content once into a project without site settings, images included, then leaves it', async () => {
    const sanity = await startFakeSanity({sdl: '', documents: []})
    try {
      const line = await importOnBuild(projectEnv(sanity.apiHost))
      expect(line).toBe(
        `Content import: ${STARTER.length} documents and ${IMAGE_FILES.size} images of the starter content imported into Sanity project fakeproject (dataset production); nothing that was there was changed.`,
      )
      const stored = (await documentsOf(sanity.apiHost)).sort((a, b) => a._id.localeCompare(b._id))
      expect(stored.map((doc) => doc._id)).toEqual(STARTER.map((doc) => doc._id).sort())
      // The demo coupons stay demo content: a real project starts with none.
      expect(stored.some((doc) => doc._type === 'coupon')).toBe(false)
      // Each image is an uploaded asset the document refers to, as Sanity's own importer leaves it.
      expect(JSON.stringify(stored)).not.toContain('_sanityAsset')
      expect(sanity.images.size).toBe(IMAGE_FILES.size)
      const settings = stored.find((doc) => doc._id === 'siteSettings')!
      const portrait = settings.coachPortrait as {asset: {_ref: string}}
      expect(sanity.images.has(portrait.asset._ref)).toBe(true)

      // The next build finds the site settings: nothing more is written.
      const before = mutations(sanity.requests)
      expect(await importOnBuild(projectEnv(sanity.apiHost))).toBe(
        'Content import: Sanity project fakeproject (dataset production) already holds the site settings; nothing imported. You can remove SANITY_WRITE_TOKEN.',
      )
      expect(mutations(sanity.requests)).toBe(before)
    } finally {
      await sanity.close()
    }
  })

  it('never overwrites a document she already has; `npm run content:import` replaces it', async () => {
    const hers: SanityDocument = {...REMEDY, name: 'My own remedy text'}
    const sanity = await startFakeSanity({sdl: '', documents: [hers]})
    try {
      await importOnBuild(projectEnv(sanity.apiHost))
      expect((await documentsOf(sanity.apiHost)).find((doc) => doc._id === REMEDY._id)).toEqual(hers)

      await importContent(writeClient(sanity.apiHost), 'content', 'replace')
      const replaced = (await documentsOf(sanity.apiHost)).find((doc) => doc._id === REMEDY._id)
      expect(replaced?.name).toBe(REMEDY.name)
    } finally {
      await sanity.close()
    }
  })

  it('does nothing without a project or an Editor token', async () => {
    expect(await importOnBuild({})).toBeNull()
    expect(await importOnBuild({SANITY_PROJECT_ID: 'fakeproject'})).toBeNull()
  })

  it('as the build runs it: one line when Sanity cannot be reached, no stack trace, and the build goes on', async () => {
    // The build's first command (package.json "build"), which runs the import before its own checks.
    const [command, ...args] = buildFirstCommand()
    expect(`${command} ${args.join(' ')}`).toBe('tsx scripts/preflight.mts')
    const env = {
      ...process.env,
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      ...projectEnv(`http://localhost:${await closedPort()}`),
      NODE_OPTIONS: `--require ${path.resolve('tests/support/fake-sanity-dns.cjs')}`,
    }
    const {stdout, stderr} = await promisify(execFile)(path.resolve('node_modules/.bin', command), args, {env})
    expect(stdout.split('\n')[0]).toMatch(
      /^Content import: not done, Sanity project fakeproject \(dataset production\) answered .*ECONNREFUSED.*\. Check SANITY_PROJECT_ID, SANITY_DATASET and that SANITY_WRITE_TOKEN is an Editor token\.$/,
    )
    expect(`${stdout}${stderr}`.split('\n').filter((text) => /^\s+at /.test(text))).toEqual([])
  })
})

function writeClient(apiHost: string) {
  return createClient({
    projectId: 'fakeproject',
    dataset: 'production',
    token: FAKE_SANITY_WRITE_TOKEN,
    apiVersion: '2025-02-19',
    useCdn: false,
    apiHost,
  })
}

const documentsOf = (apiHost: string) => writeClient(apiHost).fetch<SanityDocument[]>('*')
