import {clearReviewer, grantPurchase, grantReviewer, revokePurchase} from '../../../../src/lib/access/access-store'
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
})
