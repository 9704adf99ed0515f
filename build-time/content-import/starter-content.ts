import {readdirSync} from 'node:fs'
import path from 'node:path'
import {readNdjsonFile, type SanityDocument} from '../content-source/dataset'

/**
 * The embedded dataset (content/) as a real Sanity project starts: every file of it but the original four coupons,
 * which are demo content only (DECISIONS 41): a real dataset starts with none, the coach creates her own in the Studio.
 */
const DEMO_ONLY_FILES = new Set(['coupons.ndjson'])

export function starterContent(dir: string): SanityDocument[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ndjson') && !DEMO_ONLY_FILES.has(file))
    .sort()
    .flatMap((file) => readNdjsonFile(path.join(dir, file)))
}
