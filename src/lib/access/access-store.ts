import {ERROR_CODES} from '../api-contract/error-codes'
import {readFlag, readString, removeKey, STORAGE_KEYS, writeString} from '../storage'
import {createStorageStore} from '../storage-store'

/**
 * Who the visitor is, as far as this browser knows: purchaser (server-verified, DECISIONS 15),
 * reviewer (server-checked code, DECISIONS 17), owner view (a display toggle, no privileges).
 * The access token is what the functions check; the flags only choose what the page shows.
 */
export type AccessState = {
  purchased: boolean
  reviewer: boolean
  reviewerCode: string | null
  ownerView: boolean
  token: string | null
  /** Why access ended in this browser, until the visitor dismisses it. */
  notice: AccessNotice | null
}

/** Why the server refused this browser's access (DECISIONS 26): each has its plain sentence in features/access. */
export type AccessNotice =
  'refunded' | 'disputed' | 'pending' | 'failed' | 'expired' | 'receipt_link_needed' | 'not_verified'
const NOTICES: readonly AccessNotice[] = [
  'refunded',
  'disputed',
  'pending',
  'failed',
  'expired',
  'receipt_link_needed',
  'not_verified',
]

/** The notice for a refusal code of the functions (require-access). */
export function noticeForRefusal(code: string | undefined, reviewer: boolean): AccessNotice {
  if (code === ERROR_CODES.orderRefunded) return 'refunded'
  if (code === ERROR_CODES.orderDisputed) return 'disputed'
  if (code === ERROR_CODES.paymentPending) return 'pending'
  if (code === ERROR_CODES.paymentFailed) return 'failed'
  // A purchaser's token ended after a long absence (docs/decisions.md "Access tokens end; access does not").
  if (code === ERROR_CODES.accessExpired && !reviewer) return 'receipt_link_needed'
  if (code === ERROR_CODES.accessExpired || (reviewer && code === ERROR_CODES.accessRequired)) return 'expired'
  return 'not_verified'
}

const LOCKED: AccessState = {
  purchased: false,
  reviewer: false,
  reviewerCode: null,
  ownerView: false,
  token: null,
  notice: null,
}

const readNotice = (): AccessNotice | null => {
  const value = readString(STORAGE_KEYS.accessNotice)
  return NOTICES.includes(value as AccessNotice) ? (value as AccessNotice) : null
}

/** Set by the owner-session check (owner-session.ts): the owner view needs a server-confirmed owner session. */
let ownerSessionConfirmed = false

const store = createStorageStore<AccessState>(
  () => ({
    purchased: readFlag(STORAGE_KEYS.purchased),
    reviewer: readFlag(STORAGE_KEYS.reviewerAccess),
    reviewerCode: readString(STORAGE_KEYS.reviewerCode),
    ownerView: ownerSessionConfirmed && readFlag(STORAGE_KEYS.adminMode),
    token: readString(STORAGE_KEYS.accessToken),
    notice: readNotice(),
  }),
  LOCKED,
)
const emit = store.changed

/** The static render and the first client render show the locked page; the browser's state follows. */
export const useAccessState = store.useValue

/** Purchaser or reviewer: the interactive and premium parts are open. */
export const isUnlocked = (state: AccessState) => state.purchased || state.reviewer

/** The hook for the common question: is this visitor a purchaser or reviewer (locked in the static render)? */
export const useIsUnlocked = () => isUnlocked(useAccessState())

/** A flag without the token that proves it (set by hand, or left from an old version): not verified. */
export const isUnverified = (state: AccessState) => isUnlocked(state) && !state.token

/**
 * The server refused this browser's access (a refunded or disputed purchase, an expired reviewer code,
 * a token it does not accept): everything access-related is removed and the reason kept to be shown.
 */
export function endAccess(notice: AccessNotice) {
  for (const key of [
    STORAGE_KEYS.purchased,
    STORAGE_KEYS.reviewerAccess,
    STORAGE_KEYS.reviewerCode,
    STORAGE_KEYS.accessToken,
  ])
    removeKey(key)
  writeString(STORAGE_KEYS.accessNotice, notice)
  emit()
}

export function dismissAccessNotice() {
  removeKey(STORAGE_KEYS.accessNotice)
  emit()
}

export function grantPurchase(token: string) {
  removeKey(STORAGE_KEYS.accessNotice)
  writeString(STORAGE_KEYS.accessToken, token)
  writeString(STORAGE_KEYS.purchased, 'true')
  emit()
}

/**
 * The server renewed her purchaser token (ACCESS_TOKEN_RENEWED_HEADER): kept in place of the one it renews, and
 * only if that one is still this browser's (a restore or a refusal in between wins).
 */
export function renewAccessToken(previous: string, next: string) {
  if (readString(STORAGE_KEYS.accessToken) !== previous) return
  writeString(STORAGE_KEYS.accessToken, next)
  emit()
}

export function grantReviewer(code: string, token: string) {
  removeKey(STORAGE_KEYS.accessNotice)
  writeString(STORAGE_KEYS.reviewerCode, code)
  // A purchaser's token (renewed while she uses the toolkit) outranks a reviewer's, which ends.
  if (!readFlag(STORAGE_KEYS.purchased)) writeString(STORAGE_KEYS.accessToken, token)
  writeString(STORAGE_KEYS.reviewerAccess, 'true')
  emit()
}

/** Clearing reviewer access removes the stored flag and code. */
export function clearReviewer() {
  removeKey(STORAGE_KEYS.reviewerAccess)
  removeKey(STORAGE_KEYS.reviewerCode)
  if (!readFlag(STORAGE_KEYS.purchased)) removeKey(STORAGE_KEYS.accessToken)
  emit()
}

/** Removes a purchase from this browser (demo toggle, or a token the server no longer accepts). */
export function revokePurchase() {
  removeKey(STORAGE_KEYS.purchased)
  if (!readFlag(STORAGE_KEYS.reviewerAccess)) removeKey(STORAGE_KEYS.accessToken)
  emit()
}

export function setOwnerView(on: boolean) {
  if (on) writeString(STORAGE_KEYS.adminMode, 'true')
  else removeKey(STORAGE_KEYS.adminMode)
  emit()
}

/** DECISIONS 30: only a signed-in owner session turns the owner view on. */
export function setOwnerSessionConfirmed(confirmed: boolean) {
  ownerSessionConfirmed = confirmed
  emit()
}
