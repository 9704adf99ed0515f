import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs'
import path from 'node:path'

/**
 * Reads what the functions stored in netlify dev's local Blobs sandbox. Netlify CLI puts its
 * .netlify folder at the project root or, in this npm workspace, under a workspace folder.
 */
function sandboxRoots() {
  const candidates = ['.netlify', ...readdirSync('.').map((dir) => path.join(dir, '.netlify'))]
  return candidates.map((dir) => path.join(dir, 'blobs-serve', 'entries')).filter((dir) => existsSync(dir))
}

export function readStoredBlob(store: string, key: string): unknown {
  for (const root of sandboxRoots()) {
    for (const scope of readdirSync(root)) {
      const file = path.join(root, scope, `site:${store}`, key)
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
    }
  }
  return null
}

export function listStoredKeys(store: string): string[] {
  return sandboxRoots().flatMap((root) =>
    readdirSync(root).flatMap((scope) => {
      const dir = path.join(root, scope, `site:${store}`)
      return existsSync(dir) ? readdirSync(dir) : []
    }),
  )
}

/**
 * Her email-list record: keyed by a keyed hash of her address (netlify/functions/_shared/email.ts), the server's to
 * compute, so found by its address among the keyed records.
 */
export function readStoredCapture(email: string): unknown {
  const records = listStoredKeys('email-captures/address').map((id) =>
    readStoredBlob('email-captures', `address/${id}`),
  )
  return records.find((record) => (record as {email?: unknown} | null)?.email === email) ?? null
}

/**
 * Deletes every entry of a store under a key prefix (a folder in the sandbox), with its metadata: for limits
 * that hold between real uses and that tests run into by design, such as one owner sign-in mail per 10 minutes.
 */
export function forgetStoredPrefix(store: string, prefix: string) {
  for (const root of sandboxRoots()) {
    const serve = path.dirname(root)
    for (const kind of ['entries', 'metadata']) {
      const base = path.join(serve, kind)
      if (!existsSync(base)) continue
      for (const scope of readdirSync(base))
        rmSync(path.join(base, scope, `site:${store}`, prefix), {recursive: true, force: true})
    }
  }
}

/**
 * The served build's Blobs sandbox as a Blobs server would serve it: its folder (holding `entries/`) and the site id
 * its records are kept under, for a local Blobs server of the test's own over the same files (outbox-worker.ts).
 */
export function servedBlobsSandbox(): {directory: string; siteID: string} {
  const [root] = sandboxRoots()
  const [siteID] = root ? readdirSync(root) : []
  if (!root || !siteID) throw new Error('The served build has stored nothing yet: no Blobs sandbox to open.')
  return {directory: path.dirname(root), siteID}
}
