// The Content import of the Setup page, done once by the build into an empty Sanity project
// (build-time/content-import/import-on-build.ts): scripts/preflight.mts, the build's first command, imports this
// module first, so it runs before anything reads the content, with the environment it is given (never .env). It
// never stops the build: the preflight that runs next decides.
import {importOnBuild} from '../build-time/content-import/import-on-build'

const line = await importOnBuild(process.env)
if (line) console.log(line)
