import {defineCliConfig} from 'sanity/cli'
import {missingProjectProblem} from './lib/project-setting'

// `npm run studio` without a project stops here and says what to set (the CLI has loaded studio/.env by now).
const problem = missingProjectProblem(process.env, process.argv[2])
if (problem) {
  console.error(`\n${problem}\n`)
  process.exit(1)
}

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID,
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
})
