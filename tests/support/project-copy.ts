import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'

const SKIP = new Set([
  'node_modules',
  '.cache',
  'public',
  '.git',
  '.tmp',
  '.netlify',
  '.premium',
  'dist',
  'test-results',
  'playwright-report',
])

/**
 * A throw-away copy of the project (sources, content, config; node_modules linked), so a test can run
 * Gatsby without touching the working tree's .cache and public/.
 */
export function copyProject(prefix: string) {
  const root = path.resolve('.')
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  cpSync(root, dir, {recursive: true, filter: (source) => !SKIP.has(path.basename(source)) || source === root})
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})}
}

/** PATH with the project's binaries (Node 22 among them) first. */
export const projectPath = () => `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  {timeoutMs, what}: {timeoutMs: number; what: string},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
}
