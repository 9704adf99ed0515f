/**
 * The coach's Amazon Associates tag is one setting (Site settings → Amazon Associates tag) applied to every shop
 * link at build time; the links in the content carry none. An empty tag gives links without one, and a link
 * without a tag is not an affiliate link, so it shows no Associates disclosure and no rel="sponsored".
 */

const AMAZON_HOST = /(^|\.)amazon\.[a-z.]+$/i
const TAG = 'tag'

const parsed = (url: string) => {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** The shop link with the coach's tag (replacing any other), or with none when the tag is empty. */
export function withAffiliateTag(url: string, tag: string | null | undefined): string {
  const link = parsed(url)
  if (!link || !AMAZON_HOST.test(link.hostname)) return url
  const own = tag?.trim()
  if (own) link.searchParams.set(TAG, own)
  else link.searchParams.delete(TAG)
  return link.toString()
}

/** True for an Amazon link that carries an Associates tag: the links that need the disclosure. */
export function isAffiliateLink(url: string): boolean {
  const link = parsed(url)
  return Boolean(link && AMAZON_HOST.test(link.hostname) && link.searchParams.get(TAG))
}
