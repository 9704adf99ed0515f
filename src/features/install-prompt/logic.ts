import {INSTALL_PROMPT_SUPPRESS_MS} from '../../config/site'

/** Not in standalone mode, and not within 24 h of the last time it was shown. */
export function mayShowInstallPrompt(standalone: boolean, lastShown: string | null, now: number) {
  if (standalone) return false
  const shownAt = Number(lastShown)
  return !lastShown || !Number.isFinite(shownAt) || now - shownAt >= INSTALL_PROMPT_SUPPRESS_MS
}
