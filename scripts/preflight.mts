// `npm run preflight` (DECISIONS 42): lists what stops a production site (settings, test keys, local address,
// default coupons, placeholder content, links to pages that do not exist). The build runs it first (package.json
// "build"): on Netlify's production context (CONTEXT=production) any finding stops the build; elsewhere the list is
// only printed. Print it any time: `CONTEXT=production npm run preflight`. Locally a .env file is read too.
import {existsSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {preflightFindings, preflightReport, type SiteSettingsDoc} from '../build-time/preflight/preflight'
import {readDataset} from '../build-time/content-source/dataset'
import {builtHtmlFiles} from '../build-time/html/built-pages'
import {configuredCouponCodes, SPEC_COUPON_CODES} from '../netlify/functions/_shared/coupons'
import {sanityQuery, sanityTarget} from '../netlify/functions/_shared/sanity-query'
import {REMEDIES_PATH} from '../src/config/site'

if (existsSync('.env') && !process.env.NETLIFY) process.loadEnvFile('.env')
const env = process.env

/** Pages of src/pages (index → its folder) and, after a build, every page in public/. */
function siteRoutes(): Set<string> {
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
  walk('src/pages', '')
  if (existsSync('public')) {
    for (const file of builtHtmlFiles('public')) routes.add(`/${file}`.replace(/\/?index\.html$/, '') || '/')
  }
  return routes
}

/** The site settings the build would show: from Sanity when a project is set, else the embedded dataset. */
async function siteSettings(): Promise<{doc: SiteSettingsDoc | null; source: string}> {
  const target = sanityTarget(env)
  if (!target) {
    const dir = env.EMBEDDED_CONTENT_DIR ?? 'content'
    const doc = readDataset(dir).find((candidate) => candidate._id === 'siteSettings') ?? null
    return {doc, source: `the embedded ${dir}/`}
  }
  const source = `Sanity project ${target.projectId} (dataset ${target.dataset})`
  try {
    return {doc: await sanityQuery<SiteSettingsDoc | null>(target, '*[_id == "siteSettings"][0]'), source}
  } catch (error) {
    console.error(`Preflight: could not read ${source}: ${(error as Error).message}`)
    return {doc: null, source}
  }
}

const content = await siteSettings()
const findings = preflightFindings({
  env,
  siteSettings: content.doc,
  contentSource: content.source,
  routes: siteRoutes(),
  acceptedCouponCodes: await configuredCouponCodes(env.CONTEXT ? {deploy: {context: env.CONTEXT}} : undefined),
  defaultCouponCodes: SPEC_COUPON_CODES,
})
// A local `npm run build` (no CONTEXT) only warns: one line, not the whole list.
const report = preflightReport(findings, env.CONTEXT, {brief: !env.CONTEXT && env.npm_lifecycle_event === 'build'})
;(report.ok ? console.log : console.error)(report.text)
process.exitCode = report.ok ? 0 : 1
