import {useSyncExternalStore} from 'react'

/**
 * A value derived from localStorage that React components follow: `snapshot` reads it (through
 * storage.ts), `changed()` tells this tab's subscribers after a write, and a `storage` event (another
 * tab wrote) tells them too. The snapshot keeps its identity while its content is the same, as
 * useSyncExternalStore requires. The static render and the first client render see `serverValue`.
 */
export type StorageStore<T> = {
  /** The current value (the cached one while nothing changed). */
  read: () => T
  /** Call after writing to storage, so subscribed components render again. */
  changed: () => void
  /** The hook: the value, re-rendered on changes from this tab and others. */
  useValue: () => T
}

export function createStorageStore<T>(snapshot: () => T, serverValue: T): StorageStore<T> {
  let cached = serverValue
  let cachedKey: string | undefined
  const listeners = new Set<() => void>()

  const read = () => {
    const next = snapshot()
    const key = JSON.stringify(next)
    if (key !== cachedKey) {
      cached = next
      cachedKey = key
    }
    return cached
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    window.addEventListener('storage', listener)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', listener)
    }
  }

  const changed = () => listeners.forEach((listener) => listener())
  const getServerValue = () => serverValue

  return {read, changed, useValue: () => useSyncExternalStore(subscribe, read, getServerValue)}
}
