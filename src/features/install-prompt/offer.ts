import {takeEarlyInstallOffer} from '../../components/island/initial-render'
import {INSTALL_PROMPT_DELAY_MS} from '../../config/site'
import {readString, STORAGE_KEYS} from '../../lib/storage'
import {mayShowInstallPrompt} from './logic'

/** Chrome's install event (not in TypeScript's DOM types). */
export type InstallOffer = Event & {
  prompt: () => Promise<void>
  userChoice: Promise<{outcome: 'accepted' | 'dismissed'}>
}

/**
 * The install prompt's trigger, without React (gatsby-browser watches on every page and loads the prompt only
 * when it shows). When the browser offers installation and the prompt may show (not standalone, not within
 * 24 h of the last time), the browser's own prompt is held back and `onShow(offer)` runs INSTALL_PROMPT_DELAY_MS
 * later; `onInstalled` runs when the app is installed. Returns the function that stops watching.
 */
export function watchInstallOffer({
  onShow,
  onInstalled,
}: {
  onShow: (offer: InstallOffer) => void
  onInstalled?: () => void
}): () => void {
  let timer: number | undefined
  const onOffer = (event: Event) => {
    const standalone = window.matchMedia('(display-mode: standalone)').matches
    if (!mayShowInstallPrompt(standalone, readString(STORAGE_KEYS.installPromptShown), Date.now())) return
    event.preventDefault()
    window.clearTimeout(timer)
    timer = window.setTimeout(() => onShow(event as InstallOffer), INSTALL_PROMPT_DELAY_MS)
  }
  const installed = () => {
    window.clearTimeout(timer)
    onInstalled?.()
  }
  window.addEventListener('beforeinstallprompt', onOffer)
  window.addEventListener('appinstalled', installed)
  // Offered before the app ran (a page that starts its scripts on demand kept it).
  const early = takeEarlyInstallOffer()
  if (early) onOffer(early)
  return () => {
    window.clearTimeout(timer)
    window.removeEventListener('beforeinstallprompt', onOffer)
    window.removeEventListener('appinstalled', installed)
  }
}
