/**
 * The Studio's Sanity project (SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET). Without a project id the
 * Studio cannot start: `npm run studio` stops with this message, which names the setting and how to set it,
 * instead of opening a Studio that fails with "missing-project-id".
 */
export const MISSING_PROJECT_MESSAGE = [
  'The Studio has no Sanity project: SANITY_STUDIO_PROJECT_ID is not set.',
  '1. Create a project at https://www.sanity.io/manage (or run `npx sanity init` in studio/) and copy its project id.',
  '2. Put it in studio/.env as SANITY_STUDIO_PROJECT_ID=<project id> (and SANITY_STUDIO_DATASET=<dataset> if it is',
  '   not "production"), or run `SANITY_STUDIO_PROJECT_ID=<project id> npm run studio`.',
  '3. Run `npm run studio` again. The site itself needs no project: `npm start` uses the embedded content.',
].join('\n')

/** Commands that open or publish the Studio need a project; `sanity build` (its compile check), schema extraction and typegen do not. */
const NEEDS_PROJECT = new Set(['dev', 'start', 'deploy'])

/** The message to stop with, or null when the command can run. */
export function missingProjectProblem(env: Record<string, string | undefined>, command: string | undefined) {
  if (env.SANITY_STUDIO_PROJECT_ID) return null
  return command && NEEDS_PROJECT.has(command) ? MISSING_PROJECT_MESSAGE : null
}
