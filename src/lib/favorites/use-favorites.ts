import {readJson, STORAGE_KEYS, writeJson} from '../storage'
import {createStorageStore} from '../storage-store'
import {parseFavorites, toggleFavorite, type FavoriteItem} from './favorites'

const EMPTY: FavoriteItem[] = []
const store = createStorageStore(() => parseFavorites(readJson(STORAGE_KEYS.favorites)), EMPTY)

/** Saves or un-saves an item in this browser. */
export function toggleSavedFavorite(item: FavoriteItem) {
  writeJson(STORAGE_KEYS.favorites, toggleFavorite(store.read(), item))
  store.changed()
}

/** The saved favorites; empty in the static render. */
export const useFavorites = store.useValue
