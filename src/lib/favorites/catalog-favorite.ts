import type {FavoriteItem} from './favorites'

type CatalogEntry = {slug: string; name: string; description: string; category?: string}

/** A catalogue entry (a remedy profile or a supplement card) as a favorite: its id is the type and the slug. */
export const catalogFavorite = (type: 'remedy' | 'supplement', entry: CatalogEntry): FavoriteItem => ({
  id: `${type}-${entry.slug}`,
  type,
  title: entry.name,
  description: entry.description,
  category: entry.category,
})
