import {Buffer} from 'node:buffer'
import {createECDH} from 'node:crypto'

/**
 * What a setting's value must look like to work, checked without the network (DECISIONS 42): each function
 * answers null when the value can work, else what is wrong with it in plain words (never the value itself, which
 * may be a secret). The preflight and the Setup page word their messages around these answers.
 */

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i

export const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value)
  } catch {
    return null
  }
}

/** True for a URL on this machine (localhost, 127.x, ::1). */
export const isLocalUrl = (url: string) => LOCAL_HOSTS.test(parseUrl(url)?.hostname ?? '')

/** A host on the internet: a name with a dot, not this machine. */
const isPublicHost = (host: string) => host.includes('.') && !LOCAL_HOSTS.test(host) && !host.endsWith('.localhost')

/** Quotes around the whole value, or spaces before or after it: pasted with more than the value. */
export function pastedExtra(value: string): string | null {
  if (/^\s|\s$/.test(value)) return 'has a space before or after it: paste the value alone'
  if (/^(["'‘’“”`]).*\1$|^[“‘].*[”’]$/s.test(value)) return 'is wrapped in quotes: paste the value without them'
  return null
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i

/** An email address alone (you@yourdomain.com): what COACH_EMAIL is compared with at sign-in. */
export function addressProblem(value: string): string | null {
  if (/[<>‹›]/.test(value)) return 'holds a name or brackets: give the address alone, like you@yourdomain.com'
  if (/@localhost$/i.test(value)) return 'is an address on this computer, which no mail reaches'
  return ADDRESS.test(value) ? null : 'is not an email address (like you@yourdomain.com)'
}

/** A sender: an address alone, or `Your Name <address>` (optionally with the name in double quotes). */
export function mailboxProblem(value: string): string | null {
  const named = /^(?:"([^"]*)"|([^<>"]*?))\s*<([^<>]*)>$/.exec(value)
  if (!named) return addressProblem(value)
  if (!(named[1] ?? named[2] ?? '').trim()) return 'has brackets but no name before them: write Your Name <address>'
  const address = addressProblem(named[3])
  return address ? address.replace(/^is /, 'holds an address that is ') : null
}

/** smtp://user:password@server:587 (or smtps:// on 465): a mail server the functions can log in to. */
export function smtpUrlProblem(value: string): string | null {
  const url = parseUrl(value)
  if (!url || !/^smtps?:$/.test(url.protocol)) {
    return 'is not an SMTP address: write smtp://user:password@server:587 (in the password, write @ as %40, : as %3A and / as %2F)'
  }
  if (!url.hostname || !isPublicHost(url.hostname)) return 'names no mail server on the internet after the @'
  if (!url.port)
    return 'has no port: add the one your provider gives after the server, usually :587 (or :465 with smtps://)'
  if (!url.username || !url.password) return 'has no user name and password before the server'
  return null
}

/** A web address people can open: https:// (or http://) on a public host. */
export function webAddressProblem(value: string): string | null {
  const url = parseUrl(value)
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname) return 'is not a web address (https://…)'
  if (!isPublicHost(url.hostname)) return `points at this computer (${url.hostname}), which nobody else can open`
  return null
}

/** The site's public address: https://, a public host, nothing after it. */
export function siteAddressProblem(value: string): string | null {
  const web = webAddressProblem(value)
  if (web) return web
  const url = new URL(value)
  if (url.protocol !== 'https:') return 'starts with http://: the site is served on https://'
  if (url.pathname !== '/' || url.search || url.hash) return 'has a page after the address: give the address alone'
  return null
}

/** Two site addresses name the same site (a trailing slash aside). */
export const sameSite = (a: string, b: string) => parseUrl(a)?.origin === parseUrl(b)?.origin

/** Which Stripe value this is by its prefix (secret, restricted, publishable, webhook secret) and its mode. */
export function stripeKeyKind(
  value: string,
): {kind: 'sk' | 'rk' | 'pk' | 'whsec'; mode: 'live' | 'test' | null} | null {
  const match = /^(sk|rk|pk|whsec)_(?:(live|test)_)?/.exec(value)
  if (!match) return null
  return {kind: match[1] as 'sk' | 'rk' | 'pk' | 'whsec', mode: (match[2] as 'live' | 'test' | undefined) ?? null}
}

/** Stripe's key characters after the prefix. */
export const STRIPE_KEY_BODY = /^[A-Za-z0-9]+$/

/** A PayPal REST credential or id: letters, digits, dashes and underscores only. */
export const credentialProblem = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? null : 'holds characters no PayPal value has (spaces, quotes, dots): copy it again'

export type ReviewerCodesCount = {codes: string[]; distinct: number; empty: number}

/** The reviewer codes as the functions read them: comma-separated, trimmed, compared upper-cased. */
export function reviewerCodes(value: string): ReviewerCodesCount {
  const codes = value.split(',').map((code) => code.trim())
  const filled = codes.filter(Boolean)
  return {
    codes: filled,
    distinct: new Set(filled.map((code) => code.toUpperCase())).size,
    empty: codes.length - filled.length,
  }
}

const fromBase64Url = (value: string) => (/^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null)

/** A VAPID public key: base64url of an uncompressed P-256 point (65 bytes, starting 0x04). */
export function vapidPublicKeyProblem(value: string): string | null {
  const bytes = fromBase64Url(value)
  return bytes && bytes.length === 65 && bytes[0] === 4 ? null : 'is not a VAPID public key (87 letters and digits)'
}

/** A VAPID private key: base64url of 32 bytes. */
export function vapidPrivateKeyProblem(value: string): string | null {
  const bytes = fromBase64Url(value)
  return bytes && bytes.length === 32 ? null : 'is not a VAPID private key (43 letters and digits)'
}

/** True when the private key is the one the public key was made from. */
export function vapidKeysPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1')
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'))
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'))
  } catch {
    return false
  }
}

/** A Sanity project id (lowercase letters and digits) or dataset name (also _ and -, at most 64). */
export const sanityIdProblem = (value: string) =>
  /^[a-z0-9]+$/.test(value) ? null : 'is not a Sanity project id (lowercase letters and digits, like abc123xy)'
export const sanityDatasetProblem = (value: string) =>
  /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value) ? null : 'is not a dataset name (lowercase letters, digits, _ and -)'

/** Netlify's build hook address: https://api.netlify.com/build_hooks/<id>. */
export function buildHookProblem(value: string): string | null {
  const url = parseUrl(value)
  const ok = url?.origin === 'https://api.netlify.com' && /^\/build_hooks\/[A-Za-z0-9]+\/?$/.test(url.pathname)
  return ok ? null : 'is not a Netlify build hook address (https://api.netlify.com/build_hooks/…)'
}
