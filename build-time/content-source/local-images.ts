import {existsSync, mkdirSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {generateImageData, type IGatsbyImageData, type ImageFormat, type Layout} from 'gatsby-plugin-image'
import type {ImageAssetDocument} from './local-assets'

/** The breakpoints gatsby-source-sanity uses, so both sources give the same srcset widths. */
const BREAKPOINTS = [320, 654, 768, 1024, 1366, 1600, 1920, 2048, 2560, 3440, 3840, 4096]

/** Public URL folder of the processed images (Gatsby serves public/static as /static). */
export const LOCAL_IMAGE_ROUTE = '/static/images'

export type LocalImageArgs = {
  layout?: Layout
  width?: number
  height?: number
  aspectRatio?: number
  sizes?: string
  outputPixelDensities?: number[]
  breakpoints?: number[]
  backgroundColor?: string
}

/** Encodings in flight, so two queries of the same image never write one file twice at once. */
const pending = new Map<string, Promise<unknown>>()

type Job = {width: number; height: number; format: 'png' | 'jpg' | 'webp' | 'avif'; file: string}

const encode = (job: Job, source: string) => {
  const pipeline = sharp(source).resize(job.width, job.height, {fit: 'cover'})
  if (job.format === 'avif') return pipeline.avif({quality: 55}).toFile(job.file)
  if (job.format === 'webp') return pipeline.webp({quality: 75}).toFile(job.file)
  if (job.format === 'jpg') return pipeline.jpeg({quality: 80, mozjpeg: true}).toFile(job.file)
  return pipeline.png({compressionLevel: 9, palette: true}).toFile(job.file)
}

/**
 * gatsbyImageData of an embedded-dataset image: the same sizes gatsby-source-sanity computes for Sanity's CDN,
 * with the files made at build time by sharp into public/static/images (AVIF and WebP sources, the original
 * format as fallback). Files already made are reused.
 */
export async function localGatsbyImageData(
  asset: ImageAssetDocument,
  args: LocalImageArgs,
  publicDir: string,
): Promise<IGatsbyImageData> {
  const outDir = path.join(publicDir, 'static', 'images')
  mkdirSync(outDir, {recursive: true})
  const {width, height} = asset.metadata.dimensions
  const jobs: Job[] = []
  const data = generateImageData({
    ...args,
    pluginName: 'embedded-content',
    filename: asset.localFile,
    sourceMetadata: {width, height, format: asset.extension as ImageFormat},
    formats: ['auto', 'avif', 'webp'],
    breakpoints: args.breakpoints ?? BREAKPOINTS,
    generateImageSource: (_file, w, h, format) => {
      const ext = (format === 'auto' ? asset.extension : format) as Job['format']
      const name = `${asset.sha1hash}-${w}x${h}.${ext}`
      jobs.push({width: w, height: h, format: ext, file: path.join(outDir, name)})
      return {src: `${LOCAL_IMAGE_ROUTE}/${name}`, width: w, height: h, format}
    },
  })
  await Promise.all(
    jobs.map((job) => {
      if (!pending.has(job.file))
        pending.set(job.file, existsSync(job.file) ? Promise.resolve() : encode(job, asset.localFile))
      return pending.get(job.file)
    }),
  )
  return data
}
