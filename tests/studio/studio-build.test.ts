import assert from 'node:assert/strict'
import {spawnSync} from 'node:child_process'
import {existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {describe, it} from 'node:test'

describe('Sanity Studio', () => {
  it('builds (sanity build): config, structure, preview view and badges compile', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'studio-build-'))
    try {
      const result = spawnSync('sanity', ['build', outDir, '--yes'], {
        cwd: path.resolve('studio'),
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
          SANITY_TELEMETRY_DISABLED: '1',
          DO_NOT_TRACK: '1',
        },
        timeout: 600_000,
      })
      assert.equal(result.status, 0, `sanity build failed:\n${result.stdout}\n${result.stderr}`)
      assert.ok(existsSync(path.join(outDir, 'index.html')))
      assert.ok(readdirSync(path.join(outDir, 'static')).some((file) => file.endsWith('.js')))
    } finally {
      rmSync(outDir, {recursive: true, force: true})
    }
  })
})

describe('npm run studio without a project', () => {
  it('stops at once and names the setting it lacks and how to set it', () => {
    const result = spawnSync('sanity', ['dev', '--port', '3999'], {
      cwd: path.resolve('studio'),
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        SANITY_STUDIO_PROJECT_ID: '',
        SANITY_TELEMETRY_DISABLED: '1',
        DO_NOT_TRACK: '1',
      },
      timeout: 120_000,
    })
    assert.equal(result.status, 1, `sanity dev did not stop:\n${result.stdout}\n${result.stderr}`)
    assert.match(result.stderr, /The Studio has no Sanity project: SANITY_STUDIO_PROJECT_ID is not set\./)
    assert.match(result.stderr, /Put it in studio\/\.env as SANITY_STUDIO_PROJECT_ID=<project id>/)
  })
})
