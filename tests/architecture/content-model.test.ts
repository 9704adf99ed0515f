/**
 * The content model has one home (content-model/): the Studio and the site both import it, it imports neither,
 * and nothing on either side reaches into the other. ESLint does not read studio/ (it has its own toolchain),
 * so this test reads the Studio's imports itself; the site's side is the lint zone in eslint.config.mjs.
 */
import assert from 'node:assert/strict'
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return []
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(m?ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** Relative imports of a file, resolved to paths from the repository root. */
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'(\.[^']+)'/g)].map((match) =>
    path.relative(ROOT, path.resolve(path.dirname(file), match[1])),
  )

const leaving = (dir: string, allowed: string[]) =>
  sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => !target.startsWith(`${dir}/`) && !allowed.some((prefix) => target.startsWith(prefix)))
      .map((target) => `${path.relative(ROOT, file)} → ${target}`),
  )

describe('the content model has one home', () => {
  it('the Studio imports nothing of the site, only content-model/', () => {
    assert.deepEqual(leaving('studio', ['content-model/']), [])
  })

  it('content-model/ imports neither the Studio nor the site', () => {
    assert.deepEqual(leaving('content-model', []), [])
  })

  it('the Studio and the site both read it', () => {
    const readers = (dir: string) =>
      sourceFiles(path.join(ROOT, dir)).filter((file) => importsOf(file).some((t) => t.startsWith('content-model/')))
    assert.ok(readers('studio').length > 0, 'no Studio file imports content-model/')
    assert.ok(readers('src').length > 0, 'no site file imports content-model/')
  })
})
