import {useSyncExternalStore} from 'react'
import {readFlag, readString, removeKey, STORAGE_KEYS, writeString} from '../storage'

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
}

const LOCKED: AccessState = {purchased: false, reviewer: false, reviewerCode: null, ownerView: false, token: null}

/** Set by the owner-session check (owner-session.ts): the owner view needs a server-confirmed owner session. */
let ownerSessionConfirmed = false

let cached: AccessState = LOCKED
let cachedKey = ''
const listeners = new Set<() => void>()

function read(): AccessState {
  const next: AccessState = {
    purchased: readFlag(STORAGE_KEYS.purchased),
    reviewer: readFlag(STORAGE_KEYS.reviewerAccess),
    reviewerCode: readString(STORAGE_KEYS.reviewerCode),
    ownerView: ownerSessionConfirmed && readFlag(STORAGE_KEYS.adminMode),
    token: readString(STORAGE_KEYS.accessToken),
  }
  const key = JSON.stringify(next)
  if (key !== cachedKey) {
    cached = next
    cachedKey = key
  }
  return cached
}

const emit = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab bought or signed in: follow it.
  const onStorage = () => listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The static render and the first client render show the locked page; the browser's state follows. */
export const useAccessState = () => useSyncExternalStore(subscribe, read, () => LOCKED)

/** Purchaser or reviewer: the interactive and premium parts are open. */
export const isUnlocked = (state: AccessState) => state.purchased || state.reviewer

export function grantPurchase(token: string) {
  writeString(STORAGE_KEYS.accessToken, token)
  writeString(STORAGE_KEYS.purchased, 'true')
  emit()
}

export function grantReviewer(code: string, token: string) {
  writeString(STORAGE_KEYS.reviewerCode, code)
  // A purchaser's lifetime token outranks a reviewer's expiring one.
  if (!readFlag(STORAGE_KEYS.purchased)) writeString(STORAGE_KEYS.accessToken, token)
  writeString(STORAGE_KEYS.reviewerAccess, 'true')
  emit()
}

/** Spec: clearing reviewer access removes the stored flag and code. */
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
