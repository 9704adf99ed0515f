import {cpSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {GENERATED_FOLDERS} from '../../build-time/project/generated-folders.mts'

/**
 * A throw-away copy of the project (sources, content, config; node_modules linked), so a test can run
 * Gatsby without touching the working tree's .cache and public/.
 */
export function copyProject(prefix: string) {
  const root = path.resolve('.')
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`))
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !GENERATED_FOLDERS.has(path.basename(source)) || source === root,
  })
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})}
}

/** PATH with the project's binaries (Node 22 among them) first. */
export const projectPath = () => `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`

/**
 * The name of Black Cohosh as a preview server on `port` shows it (a draft's name where it overlays one); undefined
 * while the server is starting and does not answer yet.
 */
export async function previewedRemedyName(port: number): Promise<string | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/page-data/remedies/black-cohosh/page-data.json`)
    if (!response.ok) return undefined
    return ((await response.json()) as {result: {data: {sanityRemedy: {name: string}}}}).result.data.sanityRemedy.name
  } catch {
    return undefined
  }
}
