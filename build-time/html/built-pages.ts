import {readdirSync} from 'node:fs'
import path from 'node:path'

/** Every HTML file of a build folder, as paths relative to it (the postbuild steps rewrite or scan them all). */
export const builtHtmlFiles = (publicDir: string) =>
  readdirSync(publicDir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
