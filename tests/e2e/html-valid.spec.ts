import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {HtmlValidate} from 'html-validate'
import {pagePathOf, PUBLIC_DIR, publicFiles} from './support/public-files'

/**
 * Valid HTML: every built page passes html-validate's standard preset (the HTML standard's content
 * models, attributes and structure) with zero errors. It reads public/ after `npm run build`, as `npm test` runs it.
 */
const validator = new HtmlValidate({extends: ['html-validate:standard']})

const builtPages = () =>
  publicFiles()
    .filter((file) => file.endsWith('.html'))
    // Not pages: Partytown's worker frame and Gatsby's script slice.
    .filter((file) => !file.startsWith('~partytown/') && !file.startsWith('_gatsby/'))
    .sort()

test.describe('valid HTML on every built page', () => {
  test('html-validate (standard preset) finds no error', async () => {
    const pages = builtPages()
    expect(pages.length).toBeGreaterThan(10)
    const problems: string[] = []
    for (const file of pages) {
      const report = await validator.validateString(readFileSync(path.join(PUBLIC_DIR, file), 'utf8'), file)
      for (const result of report.results)
        for (const message of result.messages)
          if (message.severity === 2)
            problems.push(`${pagePathOf(file)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`)
    }
    expect(problems).toEqual([])
  })

  test('every page has exactly one h1', async () => {
    const withoutOne = builtPages()
      .filter((file) => (readFileSync(path.join(PUBLIC_DIR, file), 'utf8').match(/<h1[\s>]/g) ?? []).length !== 1)
      .map(pagePathOf)
    expect(withoutOne).toEqual([])
  })
})
