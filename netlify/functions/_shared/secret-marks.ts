import {z} from 'zod'
import {readRecord, secretMarksStore} from './blobs'
import {issuingContextOrNull, optionalEnv, type DeployContextHolder, type IssuingContext} from './env'
import {siteWideKey} from './keys'
import {logError} from './log'

/**
 * Each deploy its own secret (DECISIONS 49, docs/deploy-contexts.md). Keys are derived per deploy context, but code
 * that runs on a preview given production's ACCESS_TOKEN_SECRET could derive production's keys. Netlify does not tell
 * a function what another context holds, so each deployed context leaves a one-way mark of its secret (an HKDF key of
 * its own purpose, which derives no other key) in the one store they share. A preview or branch deploy whose mark is
 * production's refuses every request, and production's Setup page names it, until the secret is scoped per context.
 */

const markSchema = z.object({mark: z.string(), seenAt: z.string()})

/** A deploy preview or branch deploy that runs with production's ACCESS_TOKEN_SECRET: it refuses to work. */
export class SharedSecretError extends Error {
  constructor(readonly context: IssuingContext) {
    super(
      `This ${context} runs with production's ACCESS_TOKEN_SECRET, so it refuses every request. In Netlify, give ` +
        'ACCESS_TOKEN_SECRET a different value for deploy previews and branch deploys (docs/deploy-contexts.md).',
    )
  }
}

/** The mark of a secret: the same for the same secret in every context, and no help to anyone deriving a key. */
const markOf = (secret: string) => siteWideKey('secret-mark', secret).toString('hex')

/** This context's mark, kept current (written only when it changed: the secret was rotated). */
async function leaveMark(context: IssuingContext, mark: string) {
  const stored = await readRecord(secretMarksStore(), context, markSchema)
  if (stored?.mark !== mark) await secretMarksStore().setJSON(context, {mark, seenAt: new Date().toISOString()})
}

/** Whether the answer holds for this instance's life: on a preview, only once production has left its mark. */
async function check(context: IssuingContext, mark: string): Promise<{settled: boolean}> {
  await leaveMark(context, mark)
  if (context === 'production') return {settled: true}
  const production = await readRecord(secretMarksStore(), 'production', markSchema)
  if (production?.mark === mark) throw new SharedSecretError(context)
  return {settled: production !== null}
}

/**
 * One check per instance, context and secret (a deploy's secret changes only with a new deploy), kept once it is
 * settled: a preview that ran before production ever did checks again on its next request.
 */
const checks = new Map<string, Promise<void>>()

/**
 * Before any request of a deployed context (http.ts `withErrors`): leaves this context's mark, and on a preview or
 * branch deploy throws SharedSecretError when it is production's. Local runs (`dev`) and a deploy without a usable
 * secret (whose functions fail on their own, naming the variable) are not checked. Production is never held up by
 * the check itself: a failure there is logged and tried again on the next request; elsewhere it fails closed.
 */
export function checkOwnSecret(holder: DeployContextHolder): Promise<void> {
  const context = issuingContextOrNull(holder)
  const secret = optionalEnv('ACCESS_TOKEN_SECRET')
  if (context === null || context === 'dev' || !secret) return Promise.resolve()
  // Keyed by the secret itself (it is in this process's environment anyway): no key derivation on every request.
  const key = `${context}|${secret}`
  const known = checks.get(key)
  if (known) return known
  const running = check(context, markOf(secret)).then(
    ({settled}) => {
      if (!settled) checks.delete(key)
    },
    (error: unknown) => {
      if (error instanceof SharedSecretError) throw error
      checks.delete(key)
      if (context !== 'production') throw error
      logError('Could not leave the secret mark', error)
    },
  )
  checks.set(key, running)
  return running
}

/** For production's Setup page: the other deploy contexts last seen running with production's `secret`. */
export async function contextsSharingSecret(secret: string | undefined): Promise<IssuingContext[]> {
  if (!secret) return []
  const mark = markOf(secret)
  const others: IssuingContext[] = ['deploy-preview', 'branch-deploy']
  const seen = await Promise.all(others.map((context) => readRecord(secretMarksStore(), context, markSchema)))
  return others.filter((_, index) => seen[index]?.mark === mark)
}
