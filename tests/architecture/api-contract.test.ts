/**
 * Each function's `config` stays a literal in its own file (Netlify reads it from the source without running it),
 * so the contract (src/lib/api-contract) cannot be imported there. This test reads every config with Netlify's own
 * parser and checks it against the contract both ways: every routed function has its entry, with the same paths
 * and methods, and every entry names a function that serves it.
 */
import assert from 'node:assert/strict'
import {execFileSync} from 'node:child_process'
import {readdirSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'
import {API, type Endpoint} from '../../src/lib/api-contract'

const ROOT = path.resolve(import.meta.dirname, '../..')
const FUNCTIONS_DIR = path.join(ROOT, 'netlify/functions')

type FunctionConfig = {path?: string[]; method?: string[]; schedule?: string}

const files = readdirSync(FUNCTIONS_DIR).filter((file) => /\.m?[tj]s$/.test(file))
const nameOf = (file: string) => file.replace(/\.m?[tj]s$/, '')
const configs: Record<string, FunctionConfig> = JSON.parse(
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'tests/support/function-configs.mjs'), ...files.map((file) => path.join(FUNCTIONS_DIR, file))],
    {encoding: 'utf8'},
  ),
)
const configByName = new Map(files.map((file) => [nameOf(file), configs[file] ?? {}]))

const entries = Object.entries(API) as [string, Endpoint][]
const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort()

describe('API contract matches the functions', () => {
  it('every function with a route has exactly one contract entry', () => {
    const routed = [...configByName].filter(([, config]) => config.path?.length).map(([name]) => name)
    assert.ok(routed.length > 20, `expected the routed functions, found ${routed.length}`)
    for (const name of routed) {
      const named = entries.filter(([, entry]) => entry.fn === name).map(([key]) => key)
      assert.equal(
        named.length,
        1,
        `${name}.mts: ${named.length ? `several entries (${named.join(', ')})` : 'no entry in src/lib/api-contract'}`,
      )
    }
  })

  for (const [key, entry] of entries) {
    it(`${key}: ${entry.methods.join('/')} ${entry.path} is served by ${entry.fn}.mts with the same config`, () => {
      const config = configByName.get(entry.fn)
      assert.ok(config, `netlify/functions/${entry.fn}.mts does not exist`)
      assert.deepEqual(sorted(config.path), sorted([entry.path, ...(entry.alsoPaths ?? [])]), 'config.path')
      assert.deepEqual(sorted(config.method), sorted(entry.methods), 'config.method')
    })
  }

  it('no two entries share a path', () => {
    const paths = entries.flatMap(([, entry]) => [entry.path, ...(entry.alsoPaths ?? [])])
    assert.deepEqual(
      paths.filter((p, i) => paths.indexOf(p) !== i),
      [],
    )
  })
})
