import type {FavoriteItem} from '../../lib/favorites/favorites'
import {isFavorite} from '../../lib/favorites/favorites'
import {toggleSavedFavorite, useFavorites} from '../../lib/favorites/use-favorites'
import * as styles from './favorite-toggle.module.css'

/**
 * A heart button that saves the item to this browser's favorites (menopause-favorites). A toggle
 * with one name: aria-pressed says whether it is saved, so the state is not announced twice (docs/accessibility.md).
 */
export function FavoriteToggle({item, label}: {item: FavoriteItem; label: string}) {
  const saved = isFavorite(useFavorites(), item.id)
  return (
    <button
      type="button"
      className={`${styles.toggle} ${saved ? styles.saved : ''}`}
      aria-pressed={saved}
      aria-label={label}
      onClick={() => toggleSavedFavorite(item)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  )
}
