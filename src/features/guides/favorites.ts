import type {FavoriteItem} from '../../lib/favorites/favorites'
import type {TipCategory} from './types'

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A sleep or wellness strategy group as a favorite (type 'strategy'): its tips are what she wants to keep. */
export const strategyFavorite = (category: TipCategory, guide: string): FavoriteItem => ({
  id: `strategy-${slugOf(guide)}-${slugOf(category.title)}`,
  type: 'strategy',
  title: category.title,
  description: [category.description, ...(category.tips ?? [])].filter(Boolean).join(' · '),
  category: guide,
})
