import {catalogFavorite} from '../../lib/favorites/catalog-favorite'
import type {SupplementCard} from './types'

/** A supplement card as a favorite (type 'supplement'). */
export const supplementFavorite = (card: SupplementCard) => catalogFavorite('supplement', card)
