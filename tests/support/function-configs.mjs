// Prints, as JSON, the in-source config Netlify's bundler reads from each function file given on the
// command line ({file: config}). It uses zip-it-and-ship-it's own parser (what `netlify deploy` runs), so a
// config that only exists at run time (e.g. an imported constant) is reported as missing, as Netlify would.
// The package comes with the pinned netlify-cli; this internal path may move when netlify-cli is upgraded.
import path from 'node:path'
import {parseFile} from '@netlify/zip-it-and-ship-it/dist/runtimes/node/in_source_config/index.js'

const configs = {}
for (const file of process.argv.slice(2)) {
  const {config} = await parseFile(file, {functionName: path.basename(file).replace(/\.m?[tj]s$/, '')})
  configs[path.basename(file)] = config
}
process.stdout.write(JSON.stringify(configs))
