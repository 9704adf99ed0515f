import {Card, CardGrid, CardTitle, CardTop} from '../../../components/ui/card'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {editAttributes, type EditableDocument} from '../../../lib/content/visual-editing'
import {strategyFavorite} from '../favorites'
import {GUIDES_MESSAGES as M} from '../messages'
import type {TipCategory} from '../types'
import {TextList} from '../../../components/ui/text-list'

/**
 * Groups of practical tips as cards (sleep tip categories, emotional wellness strategies). Each group can be
 * saved to favorites as a strategy, under the guide it comes from (`guide`). `source`: the guide's document and
 * the array field the groups are, so the preview server marks each group for click-to-edit (by position: the
 * queries carry no item keys).
 */
export function TipCategoryGrid({
  categories,
  guide,
  source,
}: {
  categories: TipCategory[]
  guide: string
  source: {document: EditableDocument; field: string}
}) {
  return (
    <CardGrid as="div">
      {categories.map((category, index) => (
        <Card as="div" key={category.title}>
          <CardTop>
            <CardTitle level={4}>
              <span aria-hidden="true">{category.icon}</span>{' '}
              <span {...editAttributes(source.document, `${source.field}[${index}].title`)}>{category.title}</span>
            </CardTitle>
            <FavoriteToggle item={strategyFavorite(category, guide)} label={M.saveFavorite(category.title)} />
          </CardTop>
          <p {...editAttributes(source.document, `${source.field}[${index}].description`)}>{category.description}</p>
          <div {...editAttributes(source.document, `${source.field}[${index}].tips`)}>
            <TextList items={category.tips ?? []} />
          </div>
        </Card>
      ))}
    </CardGrid>
  )
}
