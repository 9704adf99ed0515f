import {readFileSync, readdirSync} from 'node:fs'
import path from 'node:path'

export type SanityDocument = {_id: string; _type: string; [field: string]: unknown}

const DRAFT_PREFIX = 'drafts.'

export const isDraftId = (id: string) => id.startsWith(DRAFT_PREFIX)
export const publishedId = (id: string) => (isDraftId(id) ? id.slice(DRAFT_PREFIX.length) : id)

/** Reads one NDJSON file (Sanity's export format: one document per line). */
export function readNdjsonFile(file: string): SanityDocument[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as SanityDocument
      } catch (error) {
        throw new Error(`${path.basename(file)}:${index + 1} is not valid JSON: ${(error as Error).message}`)
      }
    })
}

/** Reads every `*.ndjson` file of a folder. */
export function readDataset(dir: string): SanityDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()
    .flatMap((file) => readNdjsonFile(path.join(dir, file)))
}

/**
 * The documents a build shows: published ones, or with `overlayDrafts` each draft in place of
 * its published version (as gatsby-source-sanity does in preview). System documents are left out.
 */
export function visibleDocuments(all: SanityDocument[], {overlayDrafts}: {overlayDrafts: boolean}): SanityDocument[] {
  const content = all.filter((doc) => !doc._type.startsWith('sanity.') && !doc._type.startsWith('system.'))
  const byId = new Map<string, SanityDocument>()
  for (const doc of content) {
    if (isDraftId(doc._id)) continue
    byId.set(doc._id, doc)
  }
  if (overlayDrafts) {
    for (const doc of content) {
      if (isDraftId(doc._id)) byId.set(publishedId(doc._id), {...doc, _id: publishedId(doc._id)})
    }
  }
  return [...byId.values()]
}
