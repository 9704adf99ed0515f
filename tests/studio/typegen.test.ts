import assert from 'node:assert/strict'
import {spawnSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const studio = path.resolve('studio')
const sanity = (args: string[]) =>
  spawnSync('sanity', args, {
    cwd: studio,
    encoding: 'utf8',
    timeout: 600_000,
    env: {
      ...process.env,
      PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      SANITY_TELEMETRY_DISABLED: '1',
      DO_NOT_TRACK: '1',
    },
  })

// The generated file names the schema file it came from; that path is the only legitimate difference.
const withoutSource = (types: string) => types.replace(/^\/\/ Source: .*$/gm, '')

describe('content types (sanity typegen)', () => {
  it('src/lib/content/sanity-types.ts is generated from the current schema, and the GROQ in the code has no errors', () => {
    // `schema extract --path` resolves even absolute paths against the Studio folder: stay inside the project.
    mkdirSync(path.resolve('.tmp'), {recursive: true})
    const dir = mkdtempSync(path.resolve('.tmp', 'typegen-'))
    try {
      const extract = sanity(['schema', 'extract', '--path', path.relative(studio, path.join(dir, 'schema.json'))])
      assert.equal(extract.status, 0, `schema extract failed:\n${extract.stdout}\n${extract.stderr}`)
      const config = JSON.parse(readFileSync(path.join(studio, 'sanity-typegen.json'), 'utf8')) as Record<
        string,
        string
      >
      writeFileSync(
        path.join(dir, 'typegen.json'),
        JSON.stringify({
          ...config,
          schema: path.join(dir, 'schema.json'),
          generates: path.join(dir, 'sanity.types.ts'),
        }),
      )
      const generate = sanity(['typegen', 'generate', '--config-path', path.join(dir, 'typegen.json')])
      const output = `${generate.stdout}\n${generate.stderr}`
      // typegen exits 0 even when a GROQ query does not parse: its report is the signal.
      assert.equal(generate.status, 0, output)
      assert.doesNotMatch(output, /error|✗|failed/i, output)
      assert.equal(
        withoutSource(readFileSync(path.join(dir, 'sanity.types.ts'), 'utf8')),
        withoutSource(readFileSync(path.resolve('src/lib/content/sanity-types.ts'), 'utf8')),
        'src/lib/content/sanity-types.ts is out of date: run `npm run typegen` and commit it',
      )
    } finally {
      rmSync(dir, {recursive: true, force: true})
    }
  })
})
