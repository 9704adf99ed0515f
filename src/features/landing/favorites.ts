import type {FavoriteItem} from '../../lib/favorites/favorites'
import type {SupplementCard} from './types'

/** A supplement card as a favorite (type 'supplement'). */
export const supplementFavorite = (card: SupplementCard): FavoriteItem => ({
  id: `supplement-${card.slug}`,
  type: 'supplement',
  title: card.name,
  description: card.description,
  category: card.category,
})
