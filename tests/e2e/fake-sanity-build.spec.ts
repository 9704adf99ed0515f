import {spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {readDataset} from '../../src/lib/content-source/dataset'
import {startFakeSanity} from '../support/fake-sanity'
import {studioGraphqlSdl} from '../support/fake-sanity-schema'
import {copyProject, waitFor} from '../support/project-copy'
import {fakeSanityEnv, run} from '../support/run-gatsby'
import {PUBLIC_DIR, publicFiles} from './support/public-files'

const DRAFT_NAME = 'Black Cohosh (unpublished draft)'
const PREVIEW_PORT = 8935

const withDraft = () => {
  const documents = readDataset(path.resolve('content'))
  const published = documents.find((doc) => doc._id === 'remedy-black-cohosh')!
  return [...documents, {...published, _id: `drafts.${published._id}`, name: DRAFT_NAME}]
}

/**
 * What legitimately differs between two builds of the same pages: webpack's content hashes in file names
 * and the compilation hash, and the preconnect to Sanity's image CDN that gatsby-source-sanity adds.
 */
const normalise = (html: string) =>
  html
    .replace(/<link rel="preconnect" href="https:\/\/cdn\.sanity\.io"\/>/g, '')
    .replace(/-[0-9a-f]{20}\.(js|css)/g, '-HASH.$1')
    .replace(/("webpackCompilationHash"|___webpackCompilationHash=)"?[0-9a-f]+"?/g, '$1HASH')
    .replace(/"[0-9]{6,12}"/g, '"QUERYHASH"')

test.describe('production content path (gatsby-source-sanity)', () => {
  test.setTimeout(900_000)

  test('the build from a fake Sanity API equals the embedded build page for page, and leaves drafts out', async () => {
    const fake = await startFakeSanity({documents: withDraft(), sdl: await studioGraphqlSdl()})
    const project = copyProject('fake-sanity-build')
    try {
      const result = await run('gatsby', ['build'], {cwd: project.dir, env: fakeSanityEnv(fake.apiHost)})
      expect(result.code, result.output.slice(-3000)).toBe(0)
      expect(fake.requests).toContain('GET /v1/apis/graphql/production/default')
      expect(fake.requests).toContain('GET /v1/data/export/production')

      const sanityPublic = path.join(project.dir, 'public')
      const pages = publicFiles().filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby'))
      expect(pages.length).toBeGreaterThan(40)
      expect(publicFiles(sanityPublic).filter((file) => file.endsWith('.html') && !file.startsWith('_gatsby')).sort()).toEqual([...pages].sort())
      const differing = pages.filter(
        (file) => normalise(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')) !== normalise(readFileSync(path.join(sanityPublic, file), 'utf8')),
      )
      expect(differing).toEqual([])
      expect(readFileSync(path.join(sanityPublic, 'remedies/black-cohosh.html'), 'utf8')).not.toContain('unpublished draft')
    } finally {
      await fake.close()
      project.remove()
    }
  })

  test('npm run preview shows the draft from the fake Sanity API (watch mode, overlayDrafts)', async () => {
    const fake = await startFakeSanity({documents: withDraft(), sdl: await studioGraphqlSdl()})
    const project = copyProject('fake-sanity-preview')
    const server = spawn('node', ['scripts/preview.mts'], {cwd: project.dir, env: fakeSanityEnv(fake.apiHost, {PREVIEW_PORT: String(PREVIEW_PORT)}), stdio: 'ignore', detached: true})
    try {
      const name = await waitFor(
        async () => {
          const response = await fetch(`http://127.0.0.1:${PREVIEW_PORT}/page-data/remedies/black-cohosh/page-data.json`)
          return response.ok ? ((await response.json()) as {result: {data: {sanityRemedy: {name: string}}}}).result.data.sanityRemedy.name : undefined
        },
        {timeoutMs: 600_000, what: 'the preview server'},
      )
      expect(name).toBe(DRAFT_NAME)
      expect(fake.requests).toContain('GET /v1/data/listen/production')
    } finally {
      if (server.pid) process.kill(-server.pid, 'SIGTERM')
      await fake.close()
      project.remove()
    }
  })
})
