import type {UrlRule} from 'sanity'

/** Links the coach pastes must be https: browsers warn on http and some block it. */
export const httpsUrl = (rule: UrlRule, what: string) =>
  rule.uri({scheme: ['https']}).error(`${what} must start with https:// so visitors are not warned.`)

/**
 * Shop links need no associate tag of their own: the one tag in Site settings (Amazon Associates tag) is added to
 * every shop link when the site is built, replacing any a link carries (src/lib/content/affiliate-link.ts), and the
 * preflight names a link that still holds the example content's tag.
 */
export const affiliateUrl = (rule: UrlRule) => httpsUrl(rule, 'The shop link')
