import {act, renderHook} from '@testing-library/react'
import {parseFavorites, toggleFavorite, type FavoriteItem} from '../../../../src/lib/favorites/favorites'
import {toggleSavedFavorite, useFavorites} from '../../../../src/lib/favorites/use-favorites'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const maca: FavoriteItem = {
  id: 'remedy-maca',
  type: 'remedy',
  title: 'Maca',
  description: 'A root',
  category: 'supplements',
}
const yoga: FavoriteItem = {id: 'remedy-yoga', type: 'strategy', title: 'Yoga', description: 'Movement'}

describe('favorites', () => {
  beforeEach(() => window.localStorage.clear())

  it('toggles an item in and out of the list', () => {
    const once = toggleFavorite([], maca)
    expect(once).toEqual([maca])
    expect(toggleFavorite(once, yoga)).toEqual([maca, yoga])
    expect(toggleFavorite(once, maca)).toEqual([])
  })

  it('keeps only well-formed stored items', () => {
    expect(parseFavorites('nope')).toEqual([])
    expect(parseFavorites([maca, {id: 1}, {id: 'x', type: 'unknown', title: 't', description: 'd'}])).toEqual([maca])
  })

  it('stores favorites under menopause-favorites and updates subscribers', () => {
    const {result} = renderHook(() => useFavorites())
    expect(result.current).toEqual([])
    act(() => toggleSavedFavorite(maca))
    expect(result.current).toEqual([maca])
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.favorites) ?? '[]')).toEqual([maca])
    act(() => toggleSavedFavorite(maca))
    expect(result.current).toEqual([])
  })

  it('reads what another page saved and drops unreadable data', () => {
    window.localStorage.setItem('menopause-favorites', JSON.stringify([yoga]))
    expect(renderHook(() => useFavorites()).result.current).toEqual([yoga])
    window.localStorage.setItem('menopause-favorites', '{broken')
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(renderHook(() => useFavorites()).result.current).toEqual([])
    expect(window.localStorage.getItem('menopause-favorites')).toBeNull()
  })
})
