import {createDataAttribute} from '@sanity/visual-editing/create-data-attribute'
import {studioUrl} from './studio-url'

/**
 * Click-to-edit markup for the editors' preview server only (`npm run preview` sets GATSBY_CONTENT_PREVIEW). Each
 * check below is written out where it is used, not kept in a constant: webpack folds it to `false` in a production
 * build and then drops the branch and the Sanity helper with it, so the production site carries no attribute and
 * no editing code (tests/e2e/editing-markup.spec.ts reads public/).
 */

/** Dispatched on window at each page change of the preview server: Presentation's address bar follows the page. */
export const ROUTE_UPDATE_EVENT = 'menopause-toolkit:route-update'


/** A content document as the page knows it: its id, and its type in the Studio. */
export type EditableDocument = {_id?: string | null; _type: string}

export type EditAttributes = {'data-sanity'?: string}

/** The site settings: one document, always this id (studio/structure keeps it a singleton). */
export const SITE_SETTINGS_DOCUMENT: EditableDocument = {_id: 'siteSettings', _type: 'siteSettings'}

/** The other singletons the pages show, each under its type's name as id, like the site settings. */
export const SLEEP_GUIDE_DOCUMENT: EditableDocument = {_id: 'sleepGuide', _type: 'sleepGuide'}
export const EMOTIONAL_WELLNESS_DOCUMENT: EditableDocument = {_id: 'emotionalWellness', _type: 'emotionalWellness'}
export const RED_FLAGS_DOCUMENT: EditableDocument = {_id: 'redFlags', _type: 'redFlags'}

/**
 * The `data-sanity` attribute naming the document and field an element shows (Sanity's visual editing reads it),
 * or nothing outside the preview server or for a document the page has no id for.
 */
export function editAttributes(document: EditableDocument | null | undefined, path: string): EditAttributes {
  if (process.env.NODE_ENV !== 'production' && process.env.GATSBY_CONTENT_PREVIEW === 'true') {
    return document?._id
      ? {
          'data-sanity': createDataAttribute({
            id: document._id,
            type: document._type,
            path,
            baseUrl: studioUrl(),
          }).toString(),
        }
      : {}
  }
  return {}
}
