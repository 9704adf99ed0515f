// `node scripts/content-images.mts`: draws the embedded dataset's images (content/images/*.png) from their SVG
// sources in content/images/source. Original illustrations made for this project; re-run after editing an SVG.
import {readdirSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const SOURCE_DIR = 'content/images/source'
const SIZE = 800

for (const file of readdirSync(SOURCE_DIR)
  .filter((name) => name.endsWith('.svg'))
  .sort()) {
  const out = path.join('content/images', file.replace(/\.svg$/, '.png'))
  await sharp(path.join(SOURCE_DIR, file), {density: 300})
    .resize(SIZE, SIZE)
    .png({compressionLevel: 9, palette: true})
    .toFile(out)
  console.log(`${out}`)
}
