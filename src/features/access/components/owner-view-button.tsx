import {useEffect} from 'react'
import {setOwnerView, useAccessState} from '../../../lib/access/access-store'
import {useOwnerSession} from '../../../lib/access/owner-session'
import {readFlag, STORAGE_KEYS} from '../../../lib/storage'
import {ACCESS_MESSAGES as M} from '../messages'
import * as styles from './access.module.css'

/** The owner view is toggled by Ctrl+Shift+A. */
const isShortcut = (event: KeyboardEvent) => event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'a'

/** The floating button and its shortcut, once the server confirms an owner session (DECISIONS 30). */
export function OwnerViewButton() {
  const {ownerView} = useAccessState()
  const owner = useOwnerSession() === 'owner'

  useEffect(() => {
    if (!owner) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      setOwnerView(!readFlag(STORAGE_KEYS.adminMode))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [owner])

  if (!owner) return null
  return (
    <button
      type="button"
      className={styles.ownerToggle}
      aria-pressed={ownerView}
      aria-keyshortcuts="Control+Shift+A"
      onClick={() => setOwnerView(!ownerView)}
    >
      {/* A toggle keeps one name; aria-pressed says whether the owner view is on. */}
      {M.ownerView}
    </button>
  )
}
