import {useEffect, useState} from 'react'
import {OWNER_API} from '../../config/owner'
import {readFlag, removeKey, STORAGE_KEYS, writeString} from '../storage'
import {setOwnerSessionConfirmed} from './access-store'

/**
 * Is this browser in a signed-in owner session? Only a browser holding the non-secret
 * hint asks the server (GET /api/owner/session); every other visitor makes no request at all.
 * The answer is asked once per page load and shared.
 */
export type OwnerSessionState = 'checking' | 'owner' | 'visitor'

let pending: Promise<boolean> | null = null

/** The server's answer to "is this an owner session?" (200 {owner: true|false}); throws when it cannot be reached. */
export async function askOwnerSession(): Promise<boolean> {
  const res = await fetch(OWNER_API.session, {credentials: 'same-origin'})
  return res.ok && ((await res.json()) as {owner?: unknown}).owner === true
}

/** Outside the back office an unreachable server counts as no. */
const askServer = () => askOwnerSession().catch(() => false)

/** The server's answer (cached for the page); a refused session drops the hint. */
export function checkOwnerSession(): Promise<boolean> {
  if (!readFlag(STORAGE_KEYS.ownerSessionHint)) return Promise.resolve(false)
  pending ??= askServer().then((owner) => {
    if (!owner) removeKey(STORAGE_KEYS.ownerSessionHint)
    setOwnerSessionConfirmed(owner)
    return owner
  })
  return pending
}

/** After a sign-in: remember the hint and the confirmed session. */
export function rememberOwnerSession() {
  writeString(STORAGE_KEYS.ownerSessionHint, 'true')
  pending = Promise.resolve(true)
  setOwnerSessionConfirmed(true)
}

/** After a sign-out or a refused request: forget both. */
export function forgetOwnerSession() {
  removeKey(STORAGE_KEYS.ownerSessionHint)
  pending = null
  setOwnerSessionConfirmed(false)
}

export function useOwnerSession(): OwnerSessionState {
  const [state, setState] = useState<OwnerSessionState>('checking')
  useEffect(() => {
    let live = true
    void checkOwnerSession().then((owner) => live && setState(owner ? 'owner' : 'visitor'))
    return () => {
      live = false
    }
  }, [])
  return state
}
