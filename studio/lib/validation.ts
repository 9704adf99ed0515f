import type {UrlRule} from 'sanity'

/** Links the coach pastes must be https: browsers warn on http and some block it. */
export const httpsUrl = (rule: UrlRule, what: string) =>
  rule.uri({scheme: ['https']}).error(`${what} must start with https:// so visitors are not warned.`)

/** Retail links earn the coach a commission only when they carry the associate tag. */
export const affiliateUrl = (rule: UrlRule) =>
  rule.uri({scheme: ['https']}).custom((value: unknown) => {
    if (typeof value !== 'string' || value === '') return true
    return /[?&]tag=[^&]+/.test(value)
      ? true
      : 'Add your associate tag (…?tag=yourtag-20) so purchases through this link are credited to you.'
  })
