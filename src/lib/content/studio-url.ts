/** The coach's Studio: `npm run studio` unless GATSBY_SANITY_STUDIO_URL names her deployed one (docs/editors-guide.md). */
export const studioUrl = () => (process.env.GATSBY_SANITY_STUDIO_URL || 'http://localhost:3333').replace(/\/$/, '')
