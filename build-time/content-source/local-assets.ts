import {createHash} from 'node:crypto'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type {SanityDocument} from './dataset'

/** Sanity's export format for an asset that is a file beside the NDJSON: `"_sanityAsset": "image@file://./images/x.png"`. */
const ASSET_PATTERN = /^image@file:\/\/\.\/(.+)$/

export type ImageAssetDocument = SanityDocument & {
  _type: 'sanity.imageAsset'
  assetId: string
  sha1hash: string
  extension: string
  mimeType: string
  size: number
  originalFilename: string
  url: string
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: {_type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number}
  }
  /** Absolute path of the original on disk (embedded source only; not part of Sanity's document). */
  localFile: string
}

/** Where an asset of a given id is served from: Sanity's CDN for a real project (see gatsby-source-sanity). */
export type AssetUrl = (asset: {sha1hash: string; width: number; height: number; extension: string}) => string

export const sanityCdnUrl =
  (projectId: string, dataset: string): AssetUrl =>
  ({sha1hash, width, height, extension}) =>
    `https://cdn.sanity.io/images/${projectId}/${dataset}/${sha1hash}-${width}x${height}.${extension}`

async function describeImage(file: string, url: AssetUrl): Promise<ImageAssetDocument> {
  const bytes = readFileSync(file)
  const sha1hash = createHash('sha1').update(bytes).digest('hex')
  const {width = 0, height = 0, format = 'png'} = await sharp(bytes).metadata()
  const extension = format === 'jpeg' ? 'jpg' : format
  const id = `image-${sha1hash}-${width}x${height}-${extension}`
  return {
    _id: id,
    _type: 'sanity.imageAsset',
    assetId: sha1hash,
    sha1hash,
    extension,
    mimeType: `image/${format}`,
    size: bytes.length,
    originalFilename: path.basename(file),
    url: url({sha1hash, width, height, extension}),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {_type: 'sanity.imageDimensions', width, height, aspectRatio: width / height},
    },
    localFile: file,
  }
}

/**
 * Does what `sanity dataset import` does with asset files: every `_sanityAsset` pointing at a file under `dir`
 * becomes an image asset document (id `image-<sha1>-<w>x<h>-<ext>`, as Sanity names uploads) and the image
 * object gets an `asset` reference to it. Documents are copied, not changed in place.
 */
export async function resolveLocalAssets(documents: SanityDocument[], dir: string, url: AssetUrl) {
  const assets = new Map<string, ImageAssetDocument>()
  const assetFor = async (relative: string) => {
    const file = path.resolve(dir, relative)
    if (!assets.has(file)) assets.set(file, await describeImage(file, url))
    return assets.get(file)!
  }
  const resolve = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(resolve))
    if (!value || typeof value !== 'object') return value
    const object = value as Record<string, unknown>
    const entries = await Promise.all(
      Object.entries(object)
        .filter(([key]) => key !== '_sanityAsset')
        .map(async ([key, item]) => [key, await resolve(item)] as const),
    )
    const copy: Record<string, unknown> = Object.fromEntries(entries)
    if (typeof object._sanityAsset === 'string') {
      const match = ASSET_PATTERN.exec(object._sanityAsset)
      if (!match)
        throw new Error(`Unsupported asset reference ${object._sanityAsset}: use image@file://./images/<file>`)
      copy.asset = {_type: 'reference', _ref: (await assetFor(match[1]))._id}
    }
    return copy
  }
  const resolved = (await Promise.all(documents.map(resolve))) as SanityDocument[]
  return {documents: resolved, assets: [...assets.values()]}
}
