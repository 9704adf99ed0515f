import {catalogFavorite} from '../../lib/favorites/catalog-favorite'
import type {RemedyProfile} from '../../lib/content/premium'

/** How a remedy is saved to favorites. */
export const remedyFavorite = (remedy: RemedyProfile) => catalogFavorite('remedy', remedy)
