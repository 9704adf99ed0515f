import {spawn} from 'node:child_process'
import path from 'node:path'
import {projectPath} from './project-copy'
import {FAKE_SANITY_TOKEN} from './fake-sanity'

/** The environment of a Gatsby run against the fake Sanity API (the DNS shim resolves <projectId>.localhost). */
export const fakeSanityEnv = (apiHost: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: projectPath(),
  GATSBY_TELEMETRY_DISABLED: '1',
  GATSBY_FEEDBACK_DISABLED: '1',
  SANITY_PROJECT_ID: 'fakeproject',
  SANITY_DATASET: 'production',
  SANITY_READ_TOKEN: FAKE_SANITY_TOKEN,
  SANITY_API_HOST: apiHost,
  NODE_OPTIONS: `--require ${path.resolve('tests/support/fake-sanity-dns.cjs')} --no-deprecation`,
  ...extra,
})

/** Runs a command without blocking this process's event loop (the fake API must keep answering). */
export function run(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}) {
  return new Promise<{code: number | null; output: string}>((resolve) => {
    const child = spawn(command, args, {...options, stdio: ['ignore', 'pipe', 'pipe']})
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({code, output}))
  })
}
