/**
 * The layering rules live in eslint.config.mjs; this proves they bite: each probe breaks one rule and
 * must be reported, and the same import in an allowed direction must not be.
 */
import assert from 'node:assert/strict'
import path from 'node:path'
import {describe, it} from 'node:test'
import {ESLint} from 'eslint'

const eslint = new ESLint({cwd: path.resolve(import.meta.dirname, '../..')})

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, {filePath})
  return result.messages.map((message) => message.ruleId)
}

describe('layering rules', () => {
  it('refuses a feature importing another feature', async () => {
    assert.deepEqual(
      await problemsOf('src/features/assessment/probe.ts', "export {LANDING_MESSAGES} from '../landing/messages'\n"),
      ['import/no-restricted-paths'],
    )
  })

  it('refuses lib importing a feature and components importing a page', async () => {
    assert.deepEqual(
      await problemsOf('src/lib/probe.ts', "export {ASSESSMENT_MESSAGES} from '../features/assessment/messages'\n"),
      ['import/no-restricted-paths'],
    )
    assert.deepEqual(await problemsOf('src/components/probe.ts', "export {Head} from '../pages/index'\n"), [
      'import/no-restricted-paths',
    ])
  })

  it('keeps config below lib: lib reads the constants, config imports nothing of lib', async () => {
    assert.deepEqual(await problemsOf('src/config/probe.ts', "export {formatMoney} from '../lib/money'\n"), [
      'import/no-restricted-paths',
    ])
    assert.deepEqual(await problemsOf('src/lib/probe.ts', "export {PRICE_CENTS} from '../config/site'\n"), [])
  })

  it('refuses browser code importing build-time code or the functions', async () => {
    assert.deepEqual(
      await problemsOf(
        'src/features/assessment/probe.ts',
        "export * from '../../../build-time/content-source/dataset'\n",
      ),
      ['import/no-restricted-paths'],
    )
    assert.deepEqual(await problemsOf('src/lib/probe.ts', "export * from '../../build-time/seo/sitemap'\n"), [
      'import/no-restricted-paths',
    ])
    assert.deepEqual(
      await problemsOf('src/components/probe.ts', "export * from '../../build-time/content-source/premium-content'\n"),
      ['import/no-restricted-paths'],
    )
    assert.deepEqual(await problemsOf('src/lib/probe.ts', "export * from '../../netlify/functions/_shared/env'\n"), [
      'import/no-restricted-paths',
    ])
  })

  it('keeps the content model below both the Studio and the site', async () => {
    assert.deepEqual(
      await problemsOf('src/lib/content/probe.ts', "export * from '../../../studio/schemaTypes/documents/remedy'\n"),
      ['import/no-restricted-paths'],
    )
    assert.deepEqual(await problemsOf('content-model/probe.ts', "export {ROUTES} from '../src/config/site'\n"), [
      'import/no-restricted-paths',
    ])
    assert.deepEqual(
      await problemsOf('src/lib/content/probe.ts', "export {STACK_TIMINGS} from '../../../content-model/options'\n"),
      [],
    )
  })

  it('lints the Studio: it shares only the content model with the site, and keeps the rules of hooks', async () => {
    assert.deepEqual(await problemsOf('studio/lib/probe.ts', "export {ROUTES} from '../../src/config/site'\n"), [
      'import/no-restricted-paths',
    ])
    assert.deepEqual(
      await problemsOf('studio/lib/probe.ts', "export {STACK_TIMINGS} from '../../content-model/options'\n"),
      [],
    )
    const code =
      "import {useState} from 'react'\nexport function Probe({on}: {on: boolean}) {\n  if (on) useState(0)\n  return null\n}\n"
    assert.deepEqual(await problemsOf('studio/tools/probe.tsx', code), ['react-hooks/rules-of-hooks'])
  })

  it('refuses React and UI in the functions', async () => {
    assert.deepEqual(await problemsOf('netlify/functions/probe.mts', "export {useState} from 'react'\n"), [
      'no-restricted-imports',
    ])
    assert.ok(
      (
        await problemsOf('netlify/functions/probe.mts', "export {Button} from '../../src/components/ui/button'\n")
      ).includes('import/no-restricted-paths'),
    )
  })

  it("refuses the functions reaching into the browser's features; what both use lives in src/lib", async () => {
    assert.deepEqual(
      await problemsOf(
        'netlify/functions/probe.mts',
        "export {MESSAGES} from '../../src/features/reminders/messages'\n",
      ),
      ['import/no-restricted-paths'],
    )
    assert.deepEqual(
      await problemsOf(
        'netlify/functions/_shared/probe.ts',
        "export {womenReport} from '../../../src/lib/owner/report'\n",
      ),
      [],
    )
  })

  it('allows the one-way direction', async () => {
    assert.deepEqual(
      await problemsOf('src/features/assessment/probe.ts', "export {ROUTES} from '../../config/site'\n"),
      [],
    )
    assert.deepEqual(
      await problemsOf('netlify/functions/probe.mts', "export {ROUTES} from '../../src/config/site'\n"),
      [],
    )
    assert.deepEqual(await problemsOf('build-time/seo/probe.ts', "export {ROUTES} from '../../src/config/site'\n"), [])
    assert.deepEqual(await problemsOf('gatsby-node-probe.ts', "export * from './build-time/seo/sitemap'\n"), [])
  })

  it("keeps react-query out of the first load: the site uses lib/query-client's hooks, never a provider", async () => {
    assert.deepEqual(
      await problemsOf('src/features/assessment/probe.ts', "export {useQuery} from '@tanstack/react-query'\n"),
      ['no-restricted-imports'],
    )
    assert.deepEqual(
      await problemsOf('src/components/probe.tsx', "export {QueryClientProvider} from '@tanstack/react-query'\n"),
      ['no-restricted-imports'],
    )
    assert.deepEqual(
      await problemsOf('src/features/assessment/probe.ts', "export {useQuery} from '../../lib/query-client'\n"),
      [],
    )
  })

  it("refuses date-fns's index in the functions and in src (a function's every cold start would load all of it)", async () => {
    for (const filePath of ['netlify/functions/_shared/probe.ts', 'src/config/probe.ts']) {
      assert.deepEqual(await problemsOf(filePath, "export {milliseconds} from 'date-fns'\n"), ['no-restricted-imports'])
      assert.deepEqual(await problemsOf(filePath, "export {milliseconds} from 'date-fns/milliseconds'\n"), [])
    }
  })

  it('enforces the rules of hooks in the site', async () => {
    const code =
      "import {useState} from 'react'\nexport function Probe({on}: {on: boolean}) {\n  if (on) useState(0)\n  return null\n}\n"
    assert.deepEqual(await problemsOf('src/components/probe.tsx', code), ['react-hooks/rules-of-hooks'])
  })
})
