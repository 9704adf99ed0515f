import {act, renderHook} from '@testing-library/react'
import {
  clearReviewer,
  grantPurchase,
  grantReviewer,
  revokePurchase,
  useIsUnlocked,
} from '../../../../src/lib/access/access-store'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

describe('access store', () => {
  beforeEach(() => localStorage.clear())

  it("keeps a purchaser's lifetime token when a reviewer code is entered", () => {
    grantPurchase('purchaser-token')
    grantReviewer('CODE', 'reviewer-token')
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('purchaser-token')
    clearReviewer()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('purchaser-token')
    expect(localStorage.getItem(STORAGE_KEYS.reviewerCode)).toBeNull()
  })

  it("removes a reviewer's token with the reviewer flag, and a purchase's with the purchase", () => {
    grantReviewer('CODE', 'reviewer-token')
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('reviewer-token')
    clearReviewer()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
    grantPurchase('purchaser-token')
    revokePurchase()
    expect(localStorage.getItem(STORAGE_KEYS.purchased)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  })

  it('unlocks for a purchaser or a reviewer, and locks again when both are gone', () => {
    const {result} = renderHook(() => useIsUnlocked())
    expect(result.current).toBe(false)
    act(() => grantReviewer('CODE', 'reviewer-token'))
    expect(result.current).toBe(true)
    act(() => grantPurchase('purchaser-token'))
    act(() => clearReviewer())
    expect(result.current).toBe(true)
    act(() => revokePurchase())
    expect(result.current).toBe(false)
  })
})
