/**
 * The API contract owns every error code the browser branches on (src/lib/api-contract/error-codes.ts): the
 * functions answer with it and the pages compare with it by name. A bare copy of a code as a string literal
 * elsewhere in src/ or netlify/ would drift from it unnoticed, so this test fails on one.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'
import {API_ERRORS, ERROR_CODES} from '../../src/lib/api-contract'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CONTRACT_DIR = path.join(ROOT, 'src/lib/api-contract')
const SOURCE = /\.(m?ts|tsx)$/

const codes = new Set<string>([
  ...Object.values(ERROR_CODES),
  ...Object.values(API_ERRORS).flatMap((spec) => ('code' in spec ? [spec.code] : [])),
])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === CONTRACT_DIR ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** Every quoted literal ('…', "…", `…` without interpolation) that equals a contract code, as file:line. */
function bareCodes(file: string): string[] {
  const lines = readFileSync(file, 'utf8').split('\n')
  return lines.flatMap((line, index) =>
    [...line.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)]
      .filter((match) => codes.has(match[2]))
      .map((match) => `${path.relative(ROOT, file)}:${index + 1} ${match[0]}`),
  )
}

describe('error codes live in the API contract', () => {
  it('knows the codes the browser branches on', () => {
    assert.ok(codes.size >= 9, `expected the contract's codes, found ${[...codes].join(', ')}`)
  })

  for (const area of ['src', 'netlify']) {
    it(`no bare error-code string in ${area}/ outside src/lib/api-contract`, () => {
      assert.deepEqual(sourceFiles(path.join(ROOT, area)).flatMap(bareCodes), [])
    })
  }

  it('the probe finds a bare code', () => {
    const probe = `if (error.code === '${ERROR_CODES.orderRefunded}') return`
    assert.ok([...probe.matchAll(/(['"`])([a-z][a-z0-9_]*)\1/g)].some((match) => codes.has(match[2])))
  })
})
