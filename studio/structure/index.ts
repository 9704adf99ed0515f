import type {StructureResolver} from 'sanity/structure'
import {singletonTypes} from '../schemaTypes'

const singletonNames = new Set<string>(singletonTypes.map((type) => type.name))

/** Singletons are pinned at the top and opened directly; the generic lists hide them. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletonTypes.map((type) =>
        S.listItem()
          .title(type.title ?? type.name)
          .id(type.name)
          .icon(type.icon)
          .child(S.document().schemaType(type.name).documentId(type.name)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonNames.has(item.getId() ?? '')),
    ])
