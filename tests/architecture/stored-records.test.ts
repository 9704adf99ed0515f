/**
 * Every record read back from Blobs is parsed with its schema (docs/architecture.md "Functions and stores"): only
 * netlify/functions/_shared/blobs.ts reads JSON from a store (readRecord, readRecordWithMetadata, recordStore), and
 * it never casts what it read. A `{type: 'json'}` read anywhere else under netlify/, or a cast of one in blobs.ts,
 * would trust a stored record unchecked, so this test fails on one.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')
const NETLIFY = path.join(ROOT, 'netlify')
const DOOR = path.join(NETLIFY, 'functions/_shared/blobs.ts')
const SOURCE = /\.(m?ts|tsx|c?js|mjs)$/

/** A read of a blob as JSON: `get(…, {type: 'json'})` or `getWithMetadata(…, {type: 'json'})`. */
const JSON_READ = /type\s*:\s*['"`]json['"`]/g
/** A cast of such a read: `(await x.get(key, {type: 'json'})) as Foo`, or of the promise. */
const CAST_OF_READ = /type\s*:\s*['"`]json['"`]\s*\}\s*\)\s*\)?\s*as\s+[A-Za-z{[]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return SOURCE.test(entry.name) ? [full] : []
  })
}

/** Each match of `pattern` in `text`, as `where:line`. */
const matches = (text: string, pattern: RegExp, where: string) =>
  [...text.matchAll(pattern)].map((match) => `${where}:${text.slice(0, match.index).split('\n').length}`)

/** The rule's breaches in one file's text. */
function breaches(text: string, file: string): string[] {
  const where = path.relative(ROOT, file)
  return file === DOOR ? matches(text, CAST_OF_READ, where) : matches(text, JSON_READ, where)
}

describe('stored records are parsed on read, in blobs.ts only', () => {
  it('reads the functions', () => {
    const files = sourceFiles(NETLIFY)
    assert.ok(files.includes(DOOR), 'blobs.ts not found')
    assert.ok(files.length > 50, `expected the functions, found ${files.length} files`)
  })

  it('no JSON read from Blobs outside blobs.ts, and no cast of one in it', () => {
    assert.deepEqual(
      sourceFiles(NETLIFY).flatMap((file) => breaches(readFileSync(file, 'utf8'), file)),
      [],
    )
  })

  it('blobs.ts parses what it reads', () => {
    const door = readFileSync(DOOR, 'utf8')
    assert.ok(matches(door, JSON_READ, 'blobs.ts').length > 0, 'blobs.ts reads no JSON: the rule has moved')
    assert.match(door, /schema\.safeParse\(/)
  })

  it('the probes find a JSON read elsewhere and a cast in blobs.ts', () => {
    const read = `const order = (await store(STORES.orders).get(key, {type: 'json'})) as Order | null`
    assert.equal(breaches(read, path.join(NETLIFY, 'functions/_shared/orders.ts')).length, 1)
    assert.equal(breaches(read, DOOR).length, 1)
    const multiLine = `orders.getWithMetadata(key, {\n  type: "json",\n})`
    assert.equal(breaches(multiLine, path.join(NETLIFY, 'functions/x.mts')).length, 1)
    assert.equal(breaches(`const data = await blobs.get(key, {type: 'json'})`, DOOR).length, 0)
  })
})
