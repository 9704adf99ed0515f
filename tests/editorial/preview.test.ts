import assert from 'node:assert/strict'
import {spawn} from 'node:child_process'
import {appendFileSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {after, before, describe, it} from 'node:test'
import {copyProject, previewedRemedyName, projectPath} from '../support/project-copy'
import {pollFor} from '../support/until'

const PORT = 8925
const remedyName = () => previewedRemedyName(PORT)

describe('npm run preview (embedded dataset)', () => {
  const project = copyProject('preview')
  const file = path.join(project.dir, 'content', 'remedies.ndjson')
  const published = JSON.parse(readFileSync(file, 'utf8').split('\n')[0]) as {_id: string; name: string}
  let server: ReturnType<typeof spawn>

  before(() => {
    appendFileSync(
      file,
      `${JSON.stringify({...published, _id: `drafts.${published._id}`, name: 'Black Cohosh (draft)'})}\n`,
    )
    server = spawn('node', ['scripts/preview.mts'], {
      cwd: project.dir,
      env: {...process.env, PATH: projectPath(), PREVIEW_PORT: String(PORT), SANITY_PROJECT_ID: ''},
      stdio: 'ignore',
      detached: true,
    })
  })

  after(() => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    project.remove()
  })

  it('shows the draft instead of the published remedy', async () => {
    assert.equal(published.name, 'Black Cohosh')
    const name = await pollFor(remedyName, {timeoutMs: 240_000, everyMs: 500, what: 'the preview server'})
    assert.equal(name, 'Black Cohosh (draft)')
  })

  it('refreshes when a file under content/ changes', async () => {
    writeFileSync(file, readFileSync(file, 'utf8').replace('Black Cohosh (draft)', 'Black Cohosh (edited draft)'))
    const name = await pollFor(
      async () => ((await remedyName()) === 'Black Cohosh (edited draft)' ? 'edited' : undefined),
      {timeoutMs: 60_000, everyMs: 500, what: 'the edit'},
    )
    assert.equal(name, 'edited')
  })
})
