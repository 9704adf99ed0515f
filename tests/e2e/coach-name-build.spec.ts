import {readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from '@playwright/test'
import {EXAMPLE_AFFILIATE_TAG, EXAMPLE_COACH_NAME} from '../../content-model/coach-details'
import {PREMIUM_CONTENT_FILE} from '../../src/config/premium'
import {copyProject, projectPath} from '../support/project-copy'
import {run} from '../support/run-gatsby'
import {publicFiles} from './support/public-files'

/**
 * Her name, her tag: a build whose site settings name another coach and Amazon tag shows neither the example
 * coach's name nor the example tag anywhere (pages, page data, scripts, the premium content), and shows hers.
 */
const HER = {coachName: 'Jane', coachFullName: 'Jane Doe', affiliateTag: 'janeshop-20'}

test.describe("the coach's name and Amazon tag come from her site settings", () => {
  test.setTimeout(900_000)

  test('a build with another coach and tag names neither the example coach nor the example tag', async () => {
    const project = copyProject('coach-name-build')
    try {
      const settingsFile = path.join(project.dir, 'content/siteSettings.ndjson')
      const settings = JSON.parse(readFileSync(settingsFile, 'utf8'))
      writeFileSync(
        settingsFile,
        `${JSON.stringify({...settings, ...HER, coachPortrait: {...settings.coachPortrait, alt: 'Jane smiling'}})}\n`,
      )
      const env = {
        ...process.env,
        PATH: projectPath(),
        GATSBY_TELEMETRY_DISABLED: '1',
        GATSBY_FEEDBACK_DISABLED: '1',
        NODE_OPTIONS: '--no-deprecation',
      }
      const result = await run('gatsby', ['build'], {cwd: project.dir, env})
      expect(result.code, result.output.slice(-3000)).toBe(0)

      const built = path.join(project.dir, 'public')
      const texts = publicFiles(built)
        .filter((file) => /\.(html|json|js|txt|xml)$/.test(file))
        .map((file) => ({file, text: readFileSync(path.join(built, file), 'utf8')}))
      texts.push({file: PREMIUM_CONTENT_FILE, text: readFileSync(path.join(project.dir, PREMIUM_CONTENT_FILE), 'utf8')})
      const naming = (pattern: RegExp) => texts.filter(({text}) => pattern.test(text)).map(({file}) => file)
      expect(naming(new RegExp(`\\b${EXAMPLE_COACH_NAME}\\b`))).toEqual([])
      expect(naming(new RegExp(EXAMPLE_AFFILIATE_TAG))).toEqual([])

      expect(readFileSync(path.join(built, 'toolkit.html'), 'utf8')).toMatch(/\bJane\b/)
      expect(readFileSync(path.join(built, 'index.html'), 'utf8')).toMatch(
        /amazon\.com\/s\?k=[^"]*&amp;tag=janeshop-20/,
      )
      expect(readFileSync(path.join(project.dir, PREMIUM_CONTENT_FILE), 'utf8')).toContain('tag=janeshop-20')
    } finally {
      project.remove()
    }
  })
})
