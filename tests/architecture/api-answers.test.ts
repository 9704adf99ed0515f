/**
 * The API contract both ways (src/lib/api-contract/endpoint.ts): every entry says what it answers, by method; every
 * function in the contract answers success through `answer` with that type, never through a bare `json`; and the
 * browser reads every JSON answer through `apiJson`/`accessJson`, whose type comes from the entry, never from a type
 * named at the call. The type check does the rest: a body or a reading that differs from the entry does not compile.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'
import {API, type Endpoint} from '../../src/lib/api-contract'

const ROOT = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')
const sourceFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(m?ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))

const entries = Object.entries(API) as [string, Endpoint][]
const contractSource = sourceFiles('src/lib/api-contract').map(read).join('\n')

describe('the API contract both ways', () => {
  it('every entry of the contract names its answers by method', () => {
    assert.ok(entries.length > 30, `expected the contract's entries, found ${entries.length}`)
    const bare = entries.filter(([key]) => !new RegExp(`\\b${key}: answering<\\s*\\{`).test(contractSource))
    assert.deepEqual(
      bare.map(([key]) => key),
      [],
    )
  })

  it("every function in the contract answers success through `answer` with its entry's type", () => {
    const served = [...new Set(entries.map(([, entry]) => entry.fn))]
    for (const fn of served) {
      const source = read(`netlify/functions/${fn}.mts`)
      assert.doesNotMatch(source, /\bjson\s*(<[^>]*>)?\(\s*2\d\d/, `${fn}.mts answers a 2xx through bare json()`)
      const answered = [...source.matchAll(/\banswer\(\s*API\.(\w+)/g)].map((match) => match[1])
      const ownKeys = entries.filter(([, entry]) => entry.fn === fn).map(([key]) => key)
      for (const key of answered) assert.ok(ownKeys.includes(key), `${fn}.mts answers as API.${key}, not its own entry`)
    }
  })

  it('the browser reads answers only through the contract: no type named at a call or a query', () => {
    const offenders = sourceFiles('src')
      .filter((file) => !file.startsWith('src/lib/api-client.ts'))
      .filter((file) =>
        /(?<!function )\b(apiJson|accessJson|ownerJson|useQuery|useInfiniteQuery|useSuspenseQuery)</.test(read(file)),
      )
    assert.deepEqual(offenders, [])
  })
})
