// The build's first step (package.json "build"): the Content import of the Setup page, done once by the build into
// an empty Sanity project (build-time/content-import/import-on-build.ts). Never stops the build: the preflight that
// runs next decides.
import {importOnBuild} from '../build-time/content-import/import-on-build'

const line = await importOnBuild(process.env)
if (line) console.log(line)
