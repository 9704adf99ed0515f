import type {FavoriteItem} from '../../lib/favorites/favorites'
import type {RemedyProfile} from '../../lib/content/premium'

/** How a remedy is saved to favorites. */
export const remedyFavorite = (remedy: RemedyProfile): FavoriteItem => ({
  id: `remedy-${remedy.slug}`,
  type: 'remedy',
  title: remedy.name,
  description: remedy.description,
  category: remedy.category,
})
