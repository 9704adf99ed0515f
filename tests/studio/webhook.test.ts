import assert from 'node:assert/strict'
import {spawnSync} from 'node:child_process'
import path from 'node:path'
import {describe, it} from 'node:test'
import {evaluate, parse} from 'groq-js'
import {schemaTypes} from '../../studio/schemaTypes'
import {webhookDefinition, webhookShareUrl} from '../../studio/lib/webhook'
import {readDataset} from '../../build-time/content-source/dataset'

const HOOK = 'https://api.netlify.com/build_hooks/65f0c0ffee0123456789abcd'
const documentTypes = schemaTypes.filter((type) => type.type === 'document').map((type) => type.name)

const runScript = (env: Record<string, string>) =>
  spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/webhook-print.mts'], {
    encoding: 'utf8',
    env: {...process.env, ...env},
  })

describe('publish → rebuild webhook', () => {
  const definition = webhookDefinition({buildHookUrl: HOOK, dataset: 'production', documentTypes})

  it('filters on exactly the document types of the schema', () => {
    const listed = JSON.parse(definition.filter.match(/_type in (\[[^\]]*\])/)![1]) as string[]
    assert.deepEqual(listed, [...documentTypes].sort())
    assert.deepEqual(definition.on, ['create', 'update', 'delete'])
    assert.equal(definition.includeDrafts, false)
    assert.ok(definition.url.startsWith(`${HOOK}?trigger_title=`))
  })

  it('matches every published document of the dataset and no draft', async () => {
    const published = readDataset(path.resolve('content'))
    const draft = {...published[0], _id: `drafts.${published[0]._id}`}
    const tree = parse(`*[${definition.filter}]._id`)
    const matched = (await (await evaluate(tree, {dataset: [...published, draft]})).get()) as string[]
    assert.deepEqual(matched.sort(), published.map((doc) => doc._id).sort())
  })

  it('has a valid projection and a share link carrying every field', async () => {
    const projected = await (
      await evaluate(parse(`*[_id == "x"][0]${definition.projection}`), {dataset: [{_id: 'x', _type: 'remedy'}]})
    ).get()
    assert.deepEqual(projected, {_id: 'x', _type: 'remedy'})
    const params = new URL(webhookShareUrl(definition)).searchParams
    assert.equal(params.get('filter'), definition.filter)
    assert.equal(params.get('url'), definition.url)
    assert.deepEqual(params.getAll('on'), definition.on)
  })

  it('npm run webhook:print prints that definition for the project', () => {
    const result = runScript({NETLIFY_BUILD_HOOK_URL: HOOK, SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production'})
    assert.equal(result.status, 0, result.stderr)
    const printed = JSON.parse(result.stdout.slice(0, result.stdout.indexOf('\n}\n') + 2))
    assert.deepEqual(printed, definition)
    assert.match(result.stdout, /https:\/\/www\.sanity\.io\/manage\/webhooks\/share\?/)
    assert.match(result.stdout, /project\/abc123/)
  })

  it('refuses to print without a Netlify build hook URL', () => {
    const result = runScript({NETLIFY_BUILD_HOOK_URL: 'http://example.com/hook'})
    assert.equal(result.status, 1)
    assert.match(result.stderr, /NETLIFY_BUILD_HOOK_URL/)
  })
})
