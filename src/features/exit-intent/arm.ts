import {EXIT_INTENT_ARM_MS} from '../../config/site'
import {remainingSinceLoadMs} from '../../lib/since-load'
import {readString, STORAGE_KEYS} from '../../lib/storage'
import {leftThroughTop} from './logic'

/** Shown once per page session: a module variable lives exactly as long as the loaded page. */
let shownThisSession = false

/**
 * The exit intent's trigger, without React or the dialog's code (gatsby-browser arms it on every page and loads
 * the pop-up only when it is needed). It arms EXIT_INTENT_ARM_MS after the page's load (however late the
 * scripts start, decision 48) unless the email was captured or it was shown this session, then calls `onExit` once, the first time the pointer leaves through the top.
 * `onArmed` runs when the timer fires (the pop-up's code can load then). Returns the disarm function.
 */
export function armExitIntent(onExit: () => void, {onArmed}: {onArmed?: () => void} = {}): () => void {
  if (shownThisSession || readString(STORAGE_KEYS.exitIntentCaptured)) return () => undefined
  const onLeave = (event: MouseEvent) => {
    if (!leftThroughTop(event) || shownThisSession) return
    shownThisSession = true
    document.removeEventListener('mouseout', onLeave)
    onExit()
  }
  const timer = window.setTimeout(() => {
    onArmed?.()
    document.addEventListener('mouseout', onLeave)
  }, remainingSinceLoadMs(EXIT_INTENT_ARM_MS))
  return () => {
    window.clearTimeout(timer)
    document.removeEventListener('mouseout', onLeave)
  }
}
