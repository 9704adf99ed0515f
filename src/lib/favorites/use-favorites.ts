import {useSyncExternalStore} from 'react'
import {readJson, STORAGE_KEYS, writeJson} from '../storage'
import {parseFavorites, toggleFavorite, type FavoriteItem} from './favorites'

const EMPTY: FavoriteItem[] = []
let cached: FavoriteItem[] = EMPTY
let cachedRaw: string | null = null
const listeners = new Set<() => void>()

function read(): FavoriteItem[] {
  const raw = JSON.stringify(readJson(STORAGE_KEYS.favorites))
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseFavorites(JSON.parse(raw))
  }
  return cached
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** Saves or un-saves an item in this browser. */
export function toggleSavedFavorite(item: FavoriteItem) {
  writeJson(STORAGE_KEYS.favorites, toggleFavorite(read(), item))
  listeners.forEach((listener) => listener())
}

/** The saved favorites; empty in the static render. */
export const useFavorites = () => useSyncExternalStore(subscribe, read, () => EMPTY)
