import {spawn, type ChildProcess} from 'node:child_process'
import {once} from 'node:events'
import {existsSync, readFileSync} from 'node:fs'
import {E2E_PORT} from './e2e-env'

/**
 * The browser test of `npm start` runs its own instance, on the browser tests' ports (never 8888/8000, so a
 * developer's running `npm start` is left alone): Netlify's server on E2E_PORT, Gatsby's behind it on +1000,
 * the functions on +2000. It runs before the production build, never beside the servers of the other tests.
 */
export const DEV_PORTS = {
  PORT: String(E2E_PORT),
  GATSBY_PORT: String(E2E_PORT + 1000),
  FUNCTIONS_PORT: String(E2E_PORT + 2000),
}
export const DEV_URL = `http://localhost:${DEV_PORTS.PORT}`

/** What scripts/start.mts prints once the site answers. */
const READY_LINE = /is ready at/

export type DevServer = {process: ChildProcess; output: string[]; startedInMs: number}

/** Starts `npm start` as docs/local-development.md says (ports from the environment) and resolves once it prints that it is ready. */
export function startDevServer(timeoutMs: number): Promise<DevServer> {
  const started = Date.now()
  const child = spawn('npm', ['start'], {
    env: {...process.env, ...DEV_PORTS},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start was not ready after ${timeoutMs} ms:\n${output.slice(-40).join('')}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      output.push(text)
      if (READY_LINE.test(text)) {
        clearTimeout(timer)
        resolve({process: child, output, startedInMs: Date.now() - started})
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`npm start exited with ${code} before it was ready:\n${output.slice(-40).join('')}`))
    })
  })
}

/** Stops `npm start` and everything it started (Netlify, Gatsby, the functions): its whole process group. */
export async function stopDevServer(server: DevServer | undefined) {
  const pid = server?.process.pid
  if (!pid || server.process.exitCode !== null) return
  // Ten seconds to shut down cleanly, then it is killed.
  const exited = once(server.process, 'exit', {signal: AbortSignal.timeout(10_000)}).then(
    () => true,
    () => false,
  )
  process.kill(-pid, 'SIGTERM')
  if (!(await exited)) process.kill(-pid, 'SIGKILL')
}

/**
 * A reviewer code `npm start` accepts, from where `npm start` takes its codes: the environment, the local
 * secrets it generates (.netlify/dev-secrets.json).
 */
export function devReviewerCode(): string {
  const secretsFile = '.netlify/dev-secrets.json'
  const secrets: Record<string, string> = existsSync(secretsFile) ? JSON.parse(readFileSync(secretsFile, 'utf8')) : {}
  // scripts/start.mts generates the local reviewer codes into this file on its first run.
  const codes = process.env.REVIEWER_CODES || secrets.REVIEWER_CODES
  if (!codes) throw new Error(`No reviewer code: ${secretsFile} has none (has npm start run?)`)
  return codes.split(',')[0].trim()
}
