import {SETTING_GROUPS, SETTINGS, SETUP_STEPS} from '../../src/config/settings'
import {WHERE_TO_SET} from '../../src/config/where-to-set'

/**
 * `.env.example` and the coach's guide's settings table (docs/coach-guide.md), written from src/config/settings.ts
 * by `npm run settings:write` (tests/unit/build-time/preflight.test.ts fails while the files in the repository differ).
 */

const HEADER = [
  '# Generated from src/config/settings.ts by `npm run settings:write`: edit that file, not this one.',
  '# Copy to .env for `npm start` only if you want to override something. This file ships no usable secret',
  '# or code: `npm start` generates its own local ones into .netlify/dev-secrets.json.',
  `# On Netlify, set these in ${WHERE_TO_SET} (scope: all, so the build's preflight sees them too).`,
  '# `CONTEXT=production npm run preflight` lists what a production build would still refuse (DECISIONS 42).',
]

const rule = (title: string) => `# ── ${title} ${'─'.repeat(Math.max(3, 80 - title.length - 6))}`

export function envExampleText(): string {
  const lines = [...HEADER]
  for (const group of SETTING_GROUPS) {
    lines.push('', rule(group.title), ...(group.intro ?? []).map((line) => `# ${line}`))
    for (const setting of group.settings) {
      lines.push(`# ${setting.purpose}${setting.required ? ' Required in production.' : ''}`)
      lines.push(...(setting.notes ?? []).map((line) => `# ${line}`))
      lines.push(`${setting.name}=${setting.example}`)
    }
  }
  return `${lines.join('\n')}\n`
}

export const TABLE_START = '<!-- settings:start -->'
export const TABLE_END = '<!-- settings:end -->'

const stepTitle = (id: string) => SETUP_STEPS.find((step) => step.id === id)?.title ?? id

const cell = (text: string) => text.replaceAll('|', '\\|')

/** The table of every setting: name, required in production, read by, Setup step, purpose, where to get it. */
export function settingsTable(): string {
  const rows = SETTINGS.map(
    (s) =>
      `| \`${s.name}\` | ${s.required ? 'yes' : '—'} | ${s.readBy} | ${s.step === 'local' ? '—' : stepTitle(s.step)} | ${cell(s.purpose)} | ${cell(s.whereToGet)} |`,
  )
  return [
    TABLE_START,
    '| setting | required in production | read by | Setup step | purpose | where to get it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    TABLE_END,
  ].join('\n')
}

/** A markdown file with its settings table replaced by the current one. */
export function withSettingsTable(file: string, text: string): string {
  const start = text.indexOf(TABLE_START)
  const end = text.indexOf(TABLE_END)
  if (start < 0 || end < start) throw new Error(`${file} has no ${TABLE_START} … ${TABLE_END} block`)
  return `${text.slice(0, start)}${settingsTable()}${text.slice(end + TABLE_END.length)}`
}
