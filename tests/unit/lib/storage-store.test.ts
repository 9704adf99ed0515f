import {act, renderHook} from '@testing-library/react'
import {readString, STORAGE_KEYS, writeString} from '../../../src/lib/storage'
import {createStorageStore} from '../../../src/lib/storage-store'

describe('storage store', () => {
  beforeEach(() => localStorage.clear())

  it('keeps the same snapshot while the stored content is the same', () => {
    const store = createStorageStore(() => ({visits: readString(STORAGE_KEYS.visits)}), {visits: null})
    const first = store.read()
    expect(store.read()).toBe(first)
    writeString(STORAGE_KEYS.visits, '2')
    expect(store.read()).not.toBe(first)
    expect(store.read()).toEqual({visits: '2'})
  })

  it("follows this tab's writes when told, and another tab's through the storage event", () => {
    const store = createStorageStore(() => readString(STORAGE_KEYS.visits), null)
    const {result} = renderHook(() => store.useValue())
    expect(result.current).toBeNull()
    act(() => {
      writeString(STORAGE_KEYS.visits, '1')
      store.changed()
    })
    expect(result.current).toBe('1')
    act(() => {
      localStorage.setItem(STORAGE_KEYS.visits, '5')
      window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEYS.visits}))
    })
    expect(result.current).toBe('5')
  })
})
