import {Card, CardGrid, CardTitle, CardTop} from '../../../components/ui/card'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {strategyFavorite} from '../favorites'
import {GUIDES_MESSAGES as M} from '../messages'
import type {TipCategory} from '../types'
import {TextList} from '../../../components/ui/text-list'

/**
 * Groups of practical tips as cards (sleep tip categories, emotional wellness strategies). Each group can be
 * saved to favorites as a strategy, under the guide it comes from (`guide`).
 */
export function TipCategoryGrid({categories, guide}: {categories: TipCategory[]; guide: string}) {
  return (
    <CardGrid as="div">
      {categories.map((category) => (
        <Card as="div" key={category.title}>
          <CardTop>
            <CardTitle level={4}>
              <span aria-hidden="true">{category.icon}</span> {category.title}
            </CardTitle>
            <FavoriteToggle item={strategyFavorite(category, guide)} label={M.saveFavorite(category.title)} />
          </CardTop>
          <p>{category.description}</p>
          <TextList items={category.tips ?? []} />
        </Card>
      ))}
    </CardGrid>
  )
}
