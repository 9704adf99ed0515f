/**
 * Her access token reaches the functions one way (docs/architecture.md "The API contract"): only src/lib/access/ reads it
 * from the browser's storage or puts it in a header (`bearer()` from api-client.ts). A feature that read the token
 * itself, or spelled the header, would bring back tokens passed down as props and headers built by hand, so this
 * test fails on one.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')
const SRC = path.join(ROOT, 'src')
const ACCESS = path.join(SRC, 'lib/access')
/** Where the token's key and the header's spelling are defined. */
const HOMES = new Set([path.join(SRC, 'lib/storage.ts'), path.join(SRC, 'lib/api-client.ts')])
const SOURCE = /\.(ts|tsx)$/
/** Reading the stored token, calling `bearer(`, or writing the header by hand. */
const TOKEN_USE = /STORAGE_KEYS\.accessToken|\bbearer\(|['"`]?Authorization['"`]?\s*:/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** The rule's breaches in one file's text, as `where:line`. */
function breaches(text: string, file: string): string[] {
  if (HOMES.has(file) || file.startsWith(`${ACCESS}${path.sep}`)) return []
  const where = path.relative(ROOT, file)
  return [...text.matchAll(TOKEN_USE)].map((match) => `${where}:${text.slice(0, match.index).split('\n').length}`)
}

describe('the access token goes out through src/lib/access only', () => {
  it('reads the browser code, and the access module uses the token', () => {
    const files = sourceFiles(SRC)
    assert.ok(files.length > 100, `expected the browser code, found ${files.length} files`)
    assert.match(readFileSync(path.join(ACCESS, 'access-api.ts'), 'utf8'), /STORAGE_KEYS\.accessToken/)
  })

  it('no feature, page or component reads the token or builds its header', () => {
    assert.deepEqual(
      sourceFiles(SRC).flatMap((file) => breaches(readFileSync(file, 'utf8'), file)),
      [],
    )
  })

  it('the probes find a stored-token read, a bearer call and a hand-built header outside src/lib/access', () => {
    const feature = path.join(SRC, 'features/tracking/api.ts')
    assert.equal(breaches('const token = readString(STORAGE_KEYS.accessToken)', feature).length, 1)
    assert.equal(breaches('apiRequest("GET", url, undefined, bearer(token))', feature).length, 1)
    assert.equal(breaches('headers: {Authorization: `Bearer ${token}`}', feature).length, 1)
    assert.equal(breaches('bearer(token)', path.join(ACCESS, 'access-api.ts')).length, 0)
  })
})
