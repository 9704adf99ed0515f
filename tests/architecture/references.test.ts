/**
 * Every reason the repository gives resolves inside it. A comment, test or page cites a numbered decision in
 * docs/decisions.md, a rule in docs/health-rules.md, a row of docs/threat-model.md or another file of the tree,
 * never an issue number a reader cannot open ("issue 27"), and never a file that does not exist. This test
 * fails on either, in source, tests, docs and configuration (not in node_modules, generated files or the
 * embedded content data).
 */
import assert from 'node:assert/strict'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {describe, it} from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Folders that are generated, vendored, data or local state, never written by hand. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  '.cache',
  'public',
  '.netlify',
  '.tmp',
  '.premium',
  '.outbox',
  'test-results',
  'playwright-report',
  'dist',
  '.sanity',
  'content',
  'patches',
])
/** Generated files: their producers' text, not ours. */
const GENERATED = new Set(['static/sw.js', 'src/lib/content/sanity-types.ts', 'package-lock.json'])
/** Files that exist only on a working copy (generated, or local settings git ignores): citing them is fine. */
const LOCAL_ONLY = new Set(['static/sw.js', 'studio/.env'])
const TEXT_FILE = /\.(m?ts|tsx|cts|c?js|mjs|md|css|toml|json|ya?ml)$|^\.env\.example$|^run$/

/** The folders a cited path starts from. */
const ROOTS = [
  'src',
  'tests',
  'netlify',
  'docs',
  'scripts',
  'build-time',
  'bench',
  'studio',
  'content-model',
  'content',
  'static',
  'patches',
  '.ci',
]
/** A path from the repository's root, after a space, quote, bracket or the start of a line. */
const CITED_PATH = new RegExp(
  `(?<=^|[\\s\`'"(\\[])((?:${ROOTS.map((root) => root.replace('.', '\\.')).join('|')})/[\\w./@+*<>{}…$-]*)`,
  'g',
)
/** A document named bare, as README.md is (`STYLE.md §1`): it must be at the root. */
const BARE_DOCUMENT = /(?<![\w./-])([A-Z][A-Z_-]*\.md)\b/g
/** A path written as a pattern or a placeholder (`src/features/<name>/`, `tests/studio/*.test.ts`) names no one file. */
const PATTERN = /[<*{…$]/
/** A markdown link's target (a page of docs/ or another file), resolved from the page's folder. */
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g
/** "issue 27", "(issue 32)", "Issue 29,", "issues 27 and 29", "issue #41". */
const ISSUE_CITATION = /\bissues? #?\d+/i
/** How imports name a module without its extension. */
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.d.ts']

const THIS_FILE = 'tests/architecture/references.test.ts'

function textFiles(dir = ''): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : textFiles(relative)
    return TEXT_FILE.test(entry.name) && !GENERATED.has(relative) && relative !== THIS_FILE ? [relative] : []
  })
}

const exists = (relative: string) =>
  LOCAL_ONLY.has(relative) ||
  relative.split('/').some((folder) => SKIPPED_FOLDERS.has(folder) && folder !== 'content' && folder !== 'patches') ||
  MODULE_EXTENSIONS.some((extension) => existsSync(path.join(ROOT, relative + extension)))

/** A cited path without the punctuation of the sentence around it. */
const trimmed = (cited: string) => cited.replace(/[.,:;]+$/, '')

/** A comment's text in a line of code (the whole line, or what follows `//`); code's own strings are not citations. */
const COMMENT = /^\s*(?:\/\/|\/?\*|\{\/\*)(.*)$|\s\/\/\s(.*)$/
const prose = (file: string, line: string) => {
  if (/\.(md|toml|ya?ml)$|^\.env\.example$|(^|\/)run$/.test(file)) return line
  const comment = COMMENT.exec(line)
  return comment ? (comment[1] ?? comment[2]) : ''
}

/** Every citation in `text` of a path that does not exist, as `file:line path`. */
function missingPaths(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const fromRoot = [...prose(file, line).matchAll(CITED_PATH), ...prose(file, line).matchAll(BARE_DOCUMENT)].map(
      (match) => trimmed(match[1]),
    )
    const linked = file.endsWith('.md')
      ? [...line.matchAll(MARKDOWN_LINK)]
          .map((match) => match[1])
          .filter((target) => !/^[a-z]+:/.test(target))
          .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), target)))
      : []
    return [...fromRoot, ...linked]
      .filter((cited) => !PATTERN.test(cited) && !exists(cited))
      .map((cited) => `${file}:${index + 1} ${cited}`)
  })
}

/** Every line of `text` that cites an issue number, as `file:line text`. */
const issueCitations = (file: string, text: string) =>
  text.split('\n').flatMap((line, index) => (ISSUE_CITATION.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : []))

describe('references resolve inside the repository', () => {
  const files = textFiles()
  const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8')

  it('reads source, tests, docs and configuration', () => {
    for (const expected of ['README.md', 'docs/decisions.md', 'eslint.config.mjs', '.ci/run', '.env.example'])
      assert.ok(files.includes(expected), `${expected} is not read`)
    for (const folder of ['src/', 'netlify/', 'tests/', 'studio/', 'build-time/', 'scripts/', 'bench/'])
      assert.ok(
        files.some((file) => file.startsWith(folder)),
        `nothing read under ${folder}`,
      )
    assert.ok(!files.some((file) => file.startsWith('content/')), 'the content data is not prose of ours')
  })

  it('no comment, test or page cites an issue number: the reason is written out or cited from docs/', () => {
    assert.deepEqual(
      files.flatMap((file) => issueCitations(file, read(file))),
      [],
    )
  })

  it('every file path cited exists', () => {
    assert.deepEqual(
      files.flatMap((file) => missingPaths(file, read(file))),
      [],
    )
  })

  it('finds what it looks for', () => {
    assert.deepEqual(issueCitations('x.ts', '// Fail closed (issue 29).\n// Fail closed (docs/threat-model.md).'), [
      'x.ts:1 // Fail closed (issue 29).',
    ])
    assert.deepEqual(issueCitations('x.md', 'Found by walking her days (issues 27, 29)'), [
      'x.md:1 Found by walking her days (issues 27, 29)',
    ])
    assert.deepEqual(
      missingPaths(
        'docs/x.md',
        'See `docs/decisions.md`, src/config/site, [a](health-rules.md#sources), src/features/<name>/ and\n' +
          'tests/unit/build-time/settings-files.test.ts or [b](nowhere.md). https://example.com/docs/none.md',
      ),
      ['docs/x.md:2 tests/unit/build-time/settings-files.test.ts', 'docs/x.md:2 docs/nowhere.md'],
    )
    assert.deepEqual(
      missingPaths('x.ts', "lint('src/lib/probe.ts') // the rule of src/lib/none.ts\n/** STYLE.md §1, docs/none.md */"),
      ['x.ts:1 src/lib/none.ts', 'x.ts:2 docs/none.md', 'x.ts:2 STYLE.md'],
    )
  })
})
