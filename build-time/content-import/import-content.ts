import {readFileSync} from 'node:fs'
import path from 'node:path'
import type {SanityClient} from '@sanity/client'
import type {SanityDocument} from '../content-source/dataset'
import {starterContent} from './starter-content'

/**
 * Loads the starter content of the embedded dataset into a Sanity project through its HTTP API, images included:
 * `npm run content:import` (replacing what is there) and the build's one import into an empty project (keeping what
 * is there, docs/coach-guide.md "The steps, in order") share it. The dataset names each image as Sanity's importer
 * reads it, "image@file://./images/…" relative to its folder: each is uploaded once and the field refers to the asset.
 */
type ImportMode = 'keep-existing' | 'replace'
type ImportCount = {documents: number; images: number}

const IMAGE = /^image@file:\/\/(.+)$/

export async function importContent(client: SanityClient, dir: string, mode: ImportMode): Promise<ImportCount> {
  const documents = starterContent(dir)
  const uploads = new Map<string, Promise<string>>()
  const upload = (file: string) => {
    if (!uploads.has(file)) {
      const bytes = readFileSync(path.join(dir, file))
      uploads.set(
        file,
        client.assets.upload('image', bytes, {filename: path.basename(file)}).then((asset) => asset._id),
      )
    }
    return uploads.get(file)!
  }
  const withAssets = await Promise.all(documents.map((doc) => withUploadedImages(doc, upload)))
  const transaction = client.transaction()
  for (const doc of withAssets)
    if (mode === 'replace') transaction.createOrReplace(doc)
    else transaction.createIfNotExists(doc)
  await transaction.commit({visibility: 'sync'})
  return {documents: documents.length, images: uploads.size}
}

/** The document with each `_sanityAsset` image replaced by a reference to its uploaded asset. */
async function withUploadedImages(
  doc: SanityDocument,
  upload: (file: string) => Promise<string>,
): Promise<SanityDocument> {
  const walk = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(walk))
    if (value === null || typeof value !== 'object') return value
    const {_sanityAsset, ...fields} = value as Record<string, unknown>
    const entries = await Promise.all(Object.entries(fields).map(async ([key, field]) => [key, await walk(field)]))
    const image = typeof _sanityAsset === 'string' ? IMAGE.exec(_sanityAsset) : null
    if (typeof _sanityAsset === 'string' && !image) throw new Error(`${doc._id}: ${_sanityAsset} is not an image`)
    const asset = image ? {asset: {_type: 'reference', _ref: await upload(image[1])}} : {}
    return {...Object.fromEntries(entries), ...asset}
  }
  return (await walk(doc)) as SanityDocument
}
