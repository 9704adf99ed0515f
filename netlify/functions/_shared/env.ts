import {MIN_ACCESS_TOKEN_SECRET_BYTES, PUBLISHED_DEMO_VALUES} from '../../../src/config/settings'

/**
 * Server configuration, read from the environment at request time.
 *
 * Demo mode (DECISIONS 18, 27) is decided by the request's deploy context, never by an environment
 * variable alone: on Netlify's `production` context it is off whatever `DEMO_MODE` says. Outside demo
 * mode the values published in this repository (the old demo secret, the example reviewer codes) and
 * an ACCESS_TOKEN_SECRET shorter than 32 bytes count as missing: the function answers 500 naming the variable.
 */
export class MissingConfigError extends Error {
  constructor(readonly variable: string) {
    super(`Server is missing configuration: ${variable}`)
  }
}

/** The part of a functions v2 `Context` that demo mode reads (`context.deploy.context`). */
export type DeployContextHolder = {deploy?: {context?: string} | null} | null | undefined

/** Non-secret defaults for local development only. Secrets come from `npm start` (.netlify/dev-secrets.json). */
const DEMO_DEFAULTS: Record<string, string> = {
  SITE_URL: 'http://localhost:8888',
  COACH_EMAIL: 'coach@localhost',
  MAIL_FROM: 'Menopause Mastery Toolkit <support@localhost>',
  SURVIVAL_GUIDE_URL: 'https://menopausemasterytoolkit.com/survival-guide',
  VAPID_SUBJECT: 'mailto:support@localhost',
}

/** Values once published in this repository (src/config/settings.ts): never valid outside demo mode. */
export {MIN_ACCESS_TOKEN_SECRET_BYTES, PUBLISHED_DEMO_VALUES}

/** Running inside AWS Lambda, i.e. a deployed Netlify function (netlify dev and tests are not). */
const onDeployedRuntime = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME || process.env.LAMBDA_TASK_ROOT)

/** The deploy context of the current request: the handler's `context`, else the runtime's `Netlify.context`. */
export function deployContext(context?: DeployContextHolder): string | null {
  const fromGlobal = (globalThis as {Netlify?: {context?: DeployContextHolder}}).Netlify?.context
  return context?.deploy?.context ?? fromGlobal?.deploy?.context ?? null
}

export const isProductionContext = (context?: DeployContextHolder) => deployContext(context) === 'production'

/**
 * Demo mode: `DEMO_MODE=true` and a deploy context other than `production`. A deployed function
 * that cannot tell its context fails closed (not demo); outside Netlify's runtime (tests, scripts)
 * a missing context means local development.
 */
export function isDemoMode(context?: DeployContextHolder): boolean {
  if (process.env.DEMO_MODE !== 'true') return false
  const deploy = deployContext(context)
  if (deploy === null) return !onDeployedRuntime()
  return deploy !== 'production'
}

function refusedOutsideDemo(name: string, value: string): boolean {
  if (name === 'ACCESS_TOKEN_SECRET') {
    return (
      Buffer.byteLength(value) < MIN_ACCESS_TOKEN_SECRET_BYTES ||
      (PUBLISHED_DEMO_VALUES.ACCESS_TOKEN_SECRET as readonly string[]).includes(value)
    )
  }
  if (name === 'REVIEWER_CODES') {
    const published = new Set<string>(PUBLISHED_DEMO_VALUES.REVIEWER_CODES)
    return value.split(',').some((code) => published.has(code.trim().toUpperCase()))
  }
  return false
}

/**
 * The variable's value; in demo mode a non-secret default; otherwise MissingConfigError (answered as 500).
 * Outside demo mode a published demo value or a too short ACCESS_TOKEN_SECRET counts as missing.
 */
export function requireEnv(name: string, context?: DeployContextHolder): string {
  const value = process.env[name]
  const demo = isDemoMode(context)
  if (value) {
    if (!demo && refusedOutsideDemo(name, value)) {
      console.error(`${name} holds a published demo value or is too short: refused outside demo mode`)
      throw new MissingConfigError(name)
    }
    return value
  }
  const fallback = demo ? DEMO_DEFAULTS[name] : undefined
  if (fallback) return fallback
  throw new MissingConfigError(name)
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined
