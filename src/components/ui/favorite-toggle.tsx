import type {FavoriteItem} from '../../lib/favorites/favorites'
import {isFavorite} from '../../lib/favorites/favorites'
import {toggleSavedFavorite, useFavorites} from '../../lib/favorites/use-favorites'
import * as styles from './favorite-toggle.module.css'

/** A heart button that saves the item to this browser's favorites (spec: menopause-favorites). */
export function FavoriteToggle({item, label, savedLabel}: {item: FavoriteItem; label: string; savedLabel: string}) {
  const saved = isFavorite(useFavorites(), item.id)
  return (
    <button
      type="button"
      className={`${styles.toggle} ${saved ? styles.saved : ''}`}
      aria-pressed={saved}
      aria-label={saved ? savedLabel : label}
      onClick={() => toggleSavedFavorite(item)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </button>
  )
}
