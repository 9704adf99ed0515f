import {WarningOutlineIcon} from '@sanity/icons'
import {Iframe} from 'sanity-plugin-iframe-pane'
import type {DefaultDocumentNodeResolver, StructureBuilder, StructureResolver} from 'sanity/structure'
import {singletonTypes} from '../schemaTypes'
import {DEFAULT_PREVIEW_ORIGIN, isPreviewable, previewUrl} from '../lib/preview-url'
import {DueForReviewPane} from './DueForReviewPane'

const singletonNames = new Set<string>(singletonTypes.map((type) => type.name))
const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL ?? DEFAULT_PREVIEW_ORIGIN

/** The form, plus a "Preview" view on every document that has a page: it opens that page of the preview server. */
const documentViews = (S: StructureBuilder, schemaType: string) =>
  isPreviewable(schemaType)
    ? [
        S.view.form(),
        S.view
          .component(Iframe)
          .options({
            url: (doc: {_type: string; slug?: {current?: string}} | null) =>
              (doc && previewUrl(previewOrigin, doc)) ??
              new Error('Give it a web address (slug) first, then the preview can open its page.'),
            reload: {button: true},
          })
          .title('Preview'),
      ]
    : [S.view.form()]

/** Singletons are pinned at the top and opened directly; the generic lists hide them. Remedies list by position. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          // Documents opened this way skip defaultDocumentNode: give them their views here.
          .child(S.document().schemaType(type.name).documentId(type.name).views(documentViews(S, type.name))),
      ),
      S.divider(),
      // The clinician's worklist (DECISIONS 50).
      S.listItem()
        .title('Due for review')
        .id('due-for-review')
        .icon(WarningOutlineIcon)
        .child(S.component(DueForReviewPane).id('due-for-review').title('Due for clinical review')),
      S.divider(),
      ...S.documentTypeListItems()
        .filter((item) => !singletonNames.has(item.getId() ?? ''))
        .map((item) =>
          item.getId() === 'remedy'
            ? item.child(
                S.documentTypeList('remedy')
                  .title('Remedies (1–6 are the free preview)')
                  .defaultOrdering([{field: 'sortOrder', direction: 'asc'}]),
              )
            : item,
        ),
    ])

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, {schemaType}) =>
  S.document().views(documentViews(S, schemaType))
