import {existsSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {
  acceptedCouponCodes,
  COUPONS_QUERY,
  type CouponDocument,
  SPEC_COUPON_CODES,
} from '../../netlify/functions/_shared/coupons'
import {sanityQuery, sanityTarget} from '../../netlify/functions/_shared/sanity-query'
import {sharedSecretFinding} from '../../netlify/functions/_shared/shared-secret-finding'
import {REMEDIES_PATH} from '../../src/config/site'
import type {Env, Finding} from '../../src/lib/settings/setting-findings'
import {smtpUrlProblem} from '../../src/lib/settings/value-checks'
import {readDataset, visibleDocuments, type SanityDocument} from '../content-source/dataset'
import {builtHtmlFiles} from '../html/built-pages'
import {HEALTH_DOCUMENTS_QUERY, healthReviewCheck} from './health-reviews'
import {preflightFindings, preflightReport, type SiteSettingsDoc} from './preflight'
import {probeSmtp} from './smtp-probe'

/**
 * One preflight run (DECISIONS 42) as `npm run preflight` and the build do it: read what the production site
 * would use (settings, the site settings document, the coupons production would accept), try the mail server
 * where the network allows, and report. A service the build cannot reach costs one line and no other item.
 */

/** Pages of src/pages (index → its folder) and, after a build, every page in public/. */
export function siteRoutes(root = '.'): Set<string> {
  const routes = new Set<string>([REMEDIES_PATH])
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      else if (/\.tsx?$/.test(entry.name)) {
        const name = entry.name.replace(/\.tsx?$/, '')
        routes.add(name === 'index' ? prefix || '/' : `${prefix}/${name}`)
      }
    }
  }
  walk(path.join(root, 'src/pages'), '')
  const built = path.join(root, 'public')
  if (existsSync(built)) {
    for (const file of builtHtmlFiles(built)) routes.add(`/${file}`.replace(/\/?index\.html$/, '') || '/')
  }
  return routes
}

type ContentRead = {
  doc: SiteSettingsDoc | null
  couponDocuments: CouponDocument[]
  /** The published documents of every type, or (from Sanity) of the health types only. */
  documents: SanityDocument[]
  source: string
  /** Why the content could not be read (one line), or null. */
  unreachable: string | null
}

/**
 * The site settings, coupon and health documents production would use: from Sanity when a project is set, else
 * the embedded dataset, whose demo coupons production never accepts (netlify/functions/_shared/coupons.ts).
 */
async function readContent(env: Env): Promise<ContentRead> {
  const target = sanityTarget(env)
  if (!target) {
    const dir = env.EMBEDDED_CONTENT_DIR || 'content'
    const documents = visibleDocuments(readDataset(dir), {overlayDrafts: false})
    const doc = documents.find((candidate) => candidate._id === 'siteSettings') ?? null
    return {doc, couponDocuments: [], documents, source: `the embedded ${dir}/`, unreachable: null}
  }
  const source = `Sanity project ${target.projectId} (dataset ${target.dataset})`
  try {
    const [doc, couponDocuments, documents] = await Promise.all([
      sanityQuery<SiteSettingsDoc | null>(target, '*[_id == "siteSettings"][0]'),
      sanityQuery<CouponDocument[]>(target, COUPONS_QUERY),
      sanityQuery<SanityDocument[]>(target, HEALTH_DOCUMENTS_QUERY),
    ])
    return {doc, couponDocuments, documents, source, unreachable: null}
  } catch (error) {
    const cause = (error as Error & {cause?: {code?: string}}).cause?.code ?? (error as Error).message
    return {doc: null, couponDocuments: [], documents: [], source, unreachable: cause}
  }
}

/** The mail server's answer as a note, or a finding when something answered that is not a mail server. */
async function smtpCheck(env: Env): Promise<{note: string | null; finding: Finding | null}> {
  const value = env.SMTP_URL
  if (!value || smtpUrlProblem(value)) return {note: null, finding: null}
  const url = new URL(value)
  const where = `${url.hostname}:${url.port}`
  const probe = await probeSmtp(url)
  if (probe.kind === 'answered') return {note: `mail server ${where} answered as a mail server.`, finding: null}
  if (probe.kind === 'unreachable') {
    return {
      note: `mail server ${where} could not be reached from here (${probe.reason}): SMTP_URL was checked by its form only.`,
      finding: null,
    }
  }
  return {
    note: null,
    finding: {
      item: 'SMTP_URL',
      problem: 'invalid',
      message: `SMTP_URL: ${where} answered, but not as a mail server (${probe.reason}). Where to get it: your mail provider's SMTP settings page (server and port for sending). Set it in Netlify → Site configuration → Environment variables.`,
    },
  }
}

/**
 * On production's build: the deploy previews and branch deploys that ran with production's ACCESS_TOKEN_SECRET
 * (secret-marks.ts, DECISIONS 49). The marks are in Blobs, which a build reaches only where Netlify gives it access
 * (NETLIFY_BLOBS_CONTEXT); elsewhere a note says they were not compared, and the Setup page compares them.
 */
async function sharedSecretCheck(env: Env): Promise<{note: string | null; finding: Finding | null}> {
  if (env.CONTEXT !== 'production') return {note: null, finding: null}
  const notCompared = (why: string) => ({
    note: `the other deploy contexts' ACCESS_TOKEN_SECRET could not be compared here (${why}): the Setup page compares them.`,
    finding: null,
  })
  if (!env.NETLIFY_BLOBS_CONTEXT) return notCompared('no Blobs access')
  try {
    return {note: null, finding: await sharedSecretFinding(env, 'production')}
  } catch (error) {
    return notCompared((error as Error).message)
  }
}

export type PreflightRun = {ok: boolean; text: string; findings: Finding[]}

export async function runPreflight(env: Env, {root = '.', now = new Date()} = {}): Promise<PreflightRun> {
  const [content, smtp, shared] = await Promise.all([readContent(env), smtpCheck(env), sharedSecretCheck(env)])
  const accepted = acceptedCouponCodes(content.couponDocuments, now)
  const health = healthReviewCheck(content.documents, root)
  const findings = [
    ...preflightFindings({
      env,
      siteSettings: content.doc,
      contentSource: content.source,
      contentUnreachable: content.unreachable,
      routes: siteRoutes(root),
      acceptedCouponCodes: accepted,
      defaultCouponCodes: SPEC_COUPON_CODES,
    }),
    ...(smtp.finding ? [smtp.finding] : []),
    ...(shared.finding ? [shared.finding] : []),
    ...health.findings,
  ]
  const couponNote = content.unreachable
    ? null
    : `coupons the live site would accept now: ${accepted.length ? accepted.join(', ') : 'none'}.`
  const notes = [smtp.note, shared.note, couponNote, health.note].filter((note): note is string => note !== null)
  // A local `npm run build` (no CONTEXT) only warns: one line, not the whole list.
  const brief = !env.CONTEXT && env.npm_lifecycle_event === 'build'
  return {...preflightReport(findings, env.CONTEXT, {brief, notes}), findings}
}
