import {readFileSync} from 'node:fs'

/** The build's first command as package.json's "build" runs it (the preflight), split into the program and its arguments. */
export function buildFirstCommand(): [string, ...string[]] {
  const build = (JSON.parse(readFileSync('package.json', 'utf8')) as {scripts: {build: string}}).scripts.build
  const [command, ...args] = build.split('&&')[0].trim().split(/\s+/)
  return [command, ...args]
}
