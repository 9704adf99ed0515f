/** @jest-environment node */
import {readFileSync} from 'node:fs'
import {preflightFindings, preflightReport, type PreflightInput} from '../../../build-time/preflight/preflight'
import {envExampleText, settingsTable} from '../../../build-time/settings/settings-files'
import {SETTINGS} from '../../../src/config/settings'
import {
  BAD_VALUES,
  embedded,
  finished,
  GOOD_VALUES,
  line,
  liveEnv,
  setting,
  SPEC_CODES,
  strip,
} from '../../support/preflight-values'

/** The preflight (DECISIONS 42) against a table of configurations, with the exact message of each finding. */

/** .env.example as shipped, read from the file itself. */
const envExample = Object.fromEntries(
  readFileSync('.env.example', 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
)

const input = (overrides: Partial<PreflightInput>): PreflightInput => ({
  env: liveEnv,
  siteSettings: finished,
  contentSource: 'Sanity project abc123xy (dataset production)',
  routes: new Set(['/', '/toolkit', '/checkout']),
  acceptedCouponCodes: [],
  defaultCouponCodes: SPEC_CODES,
  ...overrides,
})

const messages = (overrides: Partial<PreflightInput>) => preflightFindings(input(overrides)).map((f) => f.message)

const missing = (name: string) => line(name, `is not set. ${strip(setting(name).purpose)}`)
const example = (name: string) => line(name, `still holds the example value "${setting(name).example}"`)

const REQUIRED = SETTINGS.filter((candidate) => candidate.required).map((candidate) => candidate.name)

const TAG_LEFT =
  "Content: Site settings → Contact & links → Amazon Associates tag is still the example's, menomastery-20, so what buyers spend through the shop links would be credited to someone else. Where to get yours: affiliate-program.amazon.com → Tools → Manage Tracking IDs (or clear the field for links without a tag). Set it in the Studio and publish."
const nameLeft = (place: string) =>
  `Content: Site settings → ${place} still holds the example coach's name, Amy. In the Studio, write your own (titles and buttons that name you take it from Coach Name) and publish.`

const EMBEDDED_CONTENT = [
  "Content: the coach's full name is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  "Content: the coach's portrait is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  "Content: the coach's credential issuer is missing or a placeholder in the embedded content/. In the Studio, open Site settings → About the coach, fill it in and publish.",
  "Content: Site settings → About the coach → Coach Name still holds the example coach's name, Amy. In the Studio, write your own (titles and buttons that name you take it from Coach Name) and publish.",
  TAG_LEFT,
  'Content: the link "Join the Community" (Site settings → Contact & links → Community Link) goes to https://menopausemasterytoolkit.com/community, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "Follow me" (Site settings → Contact & links → Social Link) goes to https://menopausemasterytoolkit.com/social, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "Menopause Survival Guide" (Site settings → Contact & links → Survival guide page) goes to https://menopausemasterytoolkit.com/survival-guide, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  'Content: the link "How to Talk to Your Doctor About Menopause" (Site settings → Contact & links → Doctor conversation guide page) goes to https://menopausemasterytoolkit.com/doctor-guide, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
  "Content: the support address support@menopausemasterytoolkit.com is on the example content's domain. In the Studio, set Site settings → support email to your own address and publish.",
]

describe('npm run preflight (DECISIONS 42): each value checked by what it must be', () => {
  const table = BAD_VALUES.map(([name, value, says, problem = 'invalid']) => [name, value, says, problem] as const)
  it.each(table)('%s=%j is named in one line that says where to get the value', (name, value, says, problem) => {
    const findings = preflightFindings(input({env: {...liveEnv, [name]: value}}))
    expect(findings).toEqual([{item: name, problem, message: line(name, says)}])
    expect(preflightReport(findings, 'production').ok).toBe(false)
  })

  it.each(GOOD_VALUES)('%s=%j can work: nothing to fix', (name, value) => {
    expect(messages({env: {...liveEnv, [name]: value}})).toEqual([])
  })

  it('every required setting, missing, says what it is for and where to get it', () => {
    expect(messages({env: {}, siteSettings: embedded, contentSource: 'the embedded content/'})).toEqual([
      ...REQUIRED.map(missing),
      ...EMBEDDED_CONTENT,
    ])
    for (const name of REQUIRED) expect(setting(name).whereToGet).toMatch(/\w/)
  })

  it('.env.example as is: its example values count as not set', () => {
    const examples = new Set([
      'NETLIFY_BUILD_HOOK_URL',
      'MAIL_FROM',
      'COACH_EMAIL',
      'SURVIVAL_GUIDE_URL',
      'VAPID_SUBJECT',
    ])
    expect(messages({env: envExample, siteSettings: embedded, contentSource: 'the embedded content/'})).toEqual([
      ...REQUIRED.map((name) => (examples.has(name) ? example(name) : missing(name))),
      ...EMBEDDED_CONTENT,
    ])
  })

  it('an optional setting she set to something the site cannot read: a time zone that does not exist', () => {
    expect(messages({env: {...liveEnv, COACH_TIME_ZONE: 'Europe/Atlantis'}})).toEqual([
      line('COACH_TIME_ZONE', 'is not a time zone name (revenue falls back to UTC)'),
    ])
    expect(messages({env: {...liveEnv, COACH_TIME_ZONE: 'America/New_York'}})).toEqual([])
  })

  it('a placeholder left: the drawn portrait still flagged', () => {
    expect(
      messages({siteSettings: {...finished, coachPortrait: {...finished.coachPortrait, placeholder: true}}}),
    ).toEqual([
      "Content: the coach's portrait is missing or a placeholder in Sanity project abc123xy (dataset production). In the Studio, open Site settings → About the coach, fill it in and publish.",
    ])
  })

  it("another coach who changed her name but kept the example's words and tag: each field named", () => {
    const jane = {
      ...finished,
      coachName: 'Jane',
      coachFullName: 'Jane Doe',
      coachStory: [{_type: 'block', _key: 'a', children: [{_type: 'span', _key: 'b', text: "Hi, I'm Amy."}]}],
      toolkitContents: [{_key: 'kit3', _type: 'titledText', title: "Amy's Daily Stack", description: 'What I take'}],
      socialLink: {_type: 'externalLink', label: 'Follow Amy', url: 'https://www.instagram.com/jane'},
      affiliateTag: 'menomastery-20',
    }
    expect(messages({siteSettings: jane})).toEqual([
      nameLeft('About the coach → Your story'),
      nameLeft('Offer → What the toolkit includes'),
      nameLeft('Contact & links → Social Link'),
      // The portrait's description for screen readers ("Amy smiling").
      nameLeft('About the coach → Portrait'),
      TAG_LEFT,
    ])
    // Her own words and tag, or none: nothing to fix.
    const own = {...jane.socialLink, label: 'Follow Jane'}
    expect(
      messages({
        siteSettings: {
          ...finished,
          coachName: 'Jane',
          coachFullName: 'Jane Doe',
          coachPortrait: {...finished.coachPortrait, alt: 'Jane smiling'},
          socialLink: own,
          affiliateTag: '',
        },
      }),
    ).toEqual([])
  })

  it('a coach who is an Amy keeps her name', () => {
    expect(messages({siteSettings: {...finished, coachName: 'Amy', coachFullName: 'Amy Jordan'}})).toEqual([])
  })

  it('a link to a page the site does not have, and a guide on it', () => {
    expect(
      messages({
        env: {...liveEnv, SURVIVAL_GUIDE_URL: 'https://amy-menopause.com/survival-guide'},
        siteSettings: {...finished, communityLink: {label: 'Community', url: 'https://amy-menopause.com/community/'}},
      }),
    ).toEqual([
      "SURVIVAL_GUIDE_URL goes to https://amy-menopause.com/survival-guide, a page that does not exist. Set it to the guide's real address.",
      'Content: the link "Community" (Site settings → Contact & links → Community Link) goes to https://amy-menopause.com/community/, a page that does not exist. In the Studio, point it at a page you have, or clear it, and publish.',
    ])
  })

  it('content that cannot be read: one line, and every setting still checked', () => {
    expect(
      messages({
        env: {...liveEnv, MAIL_FROM: 'jane'},
        siteSettings: null,
        contentUnreachable: 'ECONNREFUSED',
      }),
    ).toEqual([
      line('MAIL_FROM', 'is not an email address (like you@yourdomain.com)'),
      'Content: Sanity project abc123xy (dataset production) could not be reached (ECONNREFUSED), so its site settings, coupons and the clinical reviews of its health documents are not checked. Check SANITY_PROJECT_ID and SANITY_DATASET (sanity.io/manage → your project) and, for a private dataset, SANITY_READ_TOKEN.',
    ])
  })

  it('everything set: nothing to fix, and the production build goes on', () => {
    const findings = preflightFindings(input({}))
    expect(findings).toEqual([])
    expect(preflightReport(findings, 'production')).toEqual({
      ok: true,
      text: 'Preflight: ready for production, nothing to fix.',
    })
  })

  it('stops only a production build; previews and local builds warn; notes come first', () => {
    const findings = preflightFindings(input({acceptedCouponCodes: ['SAVE10', 'SPRING5']}))
    const coupons =
      'Coupons: the live site would accept the example launch codes SAVE10. In the Studio (Coupons), switch them off or delete them; create your own codes there.'
    const notes = ['coupons the live site would accept now: SAVE10, SPRING5.']
    expect(preflightReport(findings, 'production', {notes})).toEqual({
      ok: false,
      text: `Preflight: coupons the live site would accept now: SAVE10, SPRING5.\nPreflight: this production build stops, 1 item to fix:\n  ✗ ${coupons}\nFix them, then deploy again. Print this list any time: CONTEXT=production npm run preflight`,
    })
    expect(preflightReport(findings, 'deploy-preview')).toEqual({
      ok: true,
      text: `Preflight (context deploy-preview): 1 item would stop a production build:\n  ✗ ${coupons}`,
    })
    expect(preflightReport(findings, undefined, {brief: true, notes})).toEqual({
      ok: true,
      text: 'Preflight (context local): 1 item would stop a production build; `CONTEXT=production npm run preflight` lists them.',
    })
  })
})

describe('the one list of settings', () => {
  it('.env.example is generated from src/config/settings.ts (npm run settings:write)', () => {
    expect(readFileSync('.env.example', 'utf8')).toBe(envExampleText())
  })

  it("the coach's guide's settings table is generated from it too", () => {
    expect(readFileSync('docs/coach-guide.md', 'utf8')).toContain(settingsTable())
  })
})
