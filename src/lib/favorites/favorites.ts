/** A favorite item (stored under menopause-favorites). Shared by the tools that save and the favorites page. */
export type FavoriteType = 'remedy' | 'strategy' | 'supplement' | 'other'
export type FavoriteItem = {id: string; type: FavoriteType; title: string; description: string; category?: string}

export const isFavorite = (items: FavoriteItem[], id: string) => items.some((item) => item.id === id)

/** Adds the item, or removes it when it is already saved. */
export const toggleFavorite = (items: FavoriteItem[], item: FavoriteItem): FavoriteItem[] =>
  isFavorite(items, item.id) ? items.filter((saved) => saved.id !== item.id) : [...items, item]

const TYPES: readonly string[] = ['remedy', 'strategy', 'supplement', 'other']

/** Keeps only well-formed items from storage (it may hold anything another version wrote). */
export function parseFavorites(value: unknown): FavoriteItem[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is FavoriteItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.id === 'string' &&
      TYPES.includes(item.type) &&
      typeof item.title === 'string' &&
      typeof item.description === 'string',
  )
}
