import type {FavoriteItem} from '../../lib/favorites/favorites'
import type {SupplementCard, TipCategory} from './types'

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

/** A supplement card as a favorite (type 'supplement'). */
export const supplementFavorite = (card: SupplementCard): FavoriteItem => ({
  id: `supplement-${card.slug}`,
  type: 'supplement',
  title: card.name,
  description: card.description,
  category: card.category,
})
