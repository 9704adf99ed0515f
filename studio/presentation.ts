import {defineDocuments, defineLocations, presentationTool, type PresentationPluginOptions} from 'sanity/presentation'
import {DOCUMENT_LOCATIONS, MAIN_DOCUMENTS, presentationOrigins} from './lib/presentation-locations'

const origins = presentationOrigins(process.env)

/**
 * The Presentation tool: the site beside the form, opened on the page of the document she has open, with
 * click-to-edit overlays from the preview server (`npm run preview`).
 */
export const presentationOptions: PresentationPluginOptions = {
  title: 'Presentation',
  previewUrl: {initial: origins.initial},
  allowOrigins: origins.allowOrigins,
  resolve: {
    locations: Object.fromEntries(
      Object.entries(DOCUMENT_LOCATIONS).map(([type, {select, resolve}]) => [type, defineLocations({select, resolve})]),
    ),
    mainDocuments: defineDocuments(MAIN_DOCUMENTS),
  },
}

export const presentation = presentationTool(presentationOptions)
