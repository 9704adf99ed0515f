import {MIN_ACCESS_TOKEN_SECRET_BYTES, PUBLISHED_DEMO_VALUES} from '../../../src/config/settings'

/**
 * Server configuration, read from the environment at request time.
 *
 * Demo mode (DECISIONS 18, 27) is decided by the request's deploy context, never by an environment
 * variable alone: it exists under `netlify dev` only, whatever `DEMO_MODE` says on a deploy. Outside demo
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

/**
 * Running as a Lambda: a deployed Netlify function, but also `netlify dev`, whose lambda-local sets the same
 * variables; `netlify dev` is told apart by its own `NETLIFY_DEV=true`. Tests and scripts are neither.
 */
const onLambdaRuntime = () => Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME || process.env.LAMBDA_TASK_ROOT)
const underNetlifyDev = () => process.env.NETLIFY_DEV === 'true'

/** The deploy context as Netlify names it: the handler's `context`, else the runtime's `Netlify.context`, else `CONTEXT`. */
export function deployContext(context?: DeployContextHolder): string | null {
  const fromGlobal = (globalThis as {Netlify?: {context?: DeployContextHolder}}).Netlify?.context
  return context?.deploy?.context || fromGlobal?.deploy?.context || process.env.CONTEXT || null
}

export const isProductionContext = (context?: DeployContextHolder) => deployContext(context) === 'production'

/**
 * The deploy contexts a session or token can belong to (docs/threat-model.md): each one accepts only what it issued itself.
 * Netlify's deploys are `production`, `deploy-preview` and `branch-deploy`; `dev` is `netlify dev` (and tests).
 */
export const DEPLOY_CONTEXTS = ['production', 'deploy-preview', 'branch-deploy', 'dev'] as const
export type IssuingContext = (typeof DEPLOY_CONTEXTS)[number]
const DEPLOYED_CONTEXTS: readonly string[] = DEPLOY_CONTEXTS.filter((name) => name !== 'dev')

/**
 * The context that issues and accepts this request's sessions and tokens. A deploy context Netlify names
 * (`production`, `deploy-preview`, `branch-deploy`) is taken as it is, and the request's context and the
 * runtime's `CONTEXT` must agree. `dev` is `netlify dev` (which names no deploy context) and tests. A Lambda
 * that is not `netlify dev` and names no deploy context fails closed: MissingConfigError `CONTEXT` (a 500).
 */
export function issuingContext(context?: DeployContextHolder): IssuingContext {
  const fromGlobal = (globalThis as {Netlify?: {context?: DeployContextHolder}}).Netlify?.context
  const named = [context?.deploy?.context, fromGlobal?.deploy?.context, process.env.CONTEXT].filter(
    (name): name is string => Boolean(name) && DEPLOYED_CONTEXTS.includes(name as string),
  )
  const distinct = [...new Set(named)]
  if (distinct.length === 1) return distinct[0] as IssuingContext
  if (distinct.length === 0 && (underNetlifyDev() || !onLambdaRuntime())) return 'dev'
  console.error(`Deploy context ${distinct.length ? 'ambiguous' : 'missing'}: sessions and tokens refused`)
  throw new MissingConfigError('CONTEXT')
}

/** Like `issuingContext`, but null where that fails closed. */
export function issuingContextOrNull(context?: DeployContextHolder): IssuingContext | null {
  try {
    return issuingContext(context)
  } catch {
    return null
  }
}

/**
 * Demo mode (the outbox, demo access, /test-checkout): `DEMO_MODE=true` under `netlify dev` only (context
 * `dev`), never on any Netlify deploy, whatever DEMO_MODE says (docs/threat-model.md: a preview's readable outbox let its
 * reader sign in as the coach). A deployed function that cannot tell its context fails closed (not demo).
 */
export function isDemoMode(context?: DeployContextHolder): boolean {
  return process.env.DEMO_MODE === 'true' && issuingContextOrNull(context) === 'dev'
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
