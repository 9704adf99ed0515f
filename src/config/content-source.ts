/** Build-time choice of content source: a configured Sanity project, else the embedded dataset in content/. */
export const contentSource = () => {
  const projectId = process.env.SANITY_PROJECT_ID
  return projectId
    ? {
        kind: 'sanity' as const,
        projectId,
        dataset: process.env.SANITY_DATASET ?? 'production',
        token: process.env.SANITY_READ_TOKEN,
      }
    : {kind: 'embedded' as const, dir: process.env.EMBEDDED_CONTENT_DIR ?? 'content'}
}

/** Drafts are shown only by the editors' preview server (`npm run preview`). */
export const overlayDrafts = () => process.env.CONTENT_PREVIEW === 'true'
