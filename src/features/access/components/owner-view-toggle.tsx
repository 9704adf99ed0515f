import {useEffect} from 'react'
import {setOwnerView, useAccessState} from '../../../lib/access/access-store'
import {readFlag, STORAGE_KEYS} from '../../../lib/storage'
import {ACCESS_MESSAGES as M} from '../messages'
import * as styles from './access.module.css'

/** Spec: the owner view is toggled by Ctrl+Shift+A. */
const isShortcut = (event: KeyboardEvent) => event.ctrlKey && event.shiftKey && event.key.toLowerCase() === 'a'

/**
 * Floating owner/customer view toggle (bottom right) and its shortcut. The view is a display switch
 * only (admin-content shows, customer-only hides, via the html data attribute); it unlocks nothing.
 */
export function OwnerViewToggle() {
  const {ownerView} = useAccessState()

  useEffect(() => {
    const root = document.documentElement
    const apply = () => {
      if (root.dataset.ownerView !== String(ownerView)) root.dataset.ownerView = String(ownerView)
    }
    apply()
    // Gatsby's head handling rewrites <html> attributes after hydration; put the view back when it does.
    const observer = new MutationObserver(apply)
    observer.observe(root, {attributes: true, attributeFilter: ['data-owner-view']})
    return () => observer.disconnect()
  }, [ownerView])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      setOwnerView(!readFlag(STORAGE_KEYS.adminMode))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

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
