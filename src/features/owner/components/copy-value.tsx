import {useEffect, useState} from 'react'
import {SETUP_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'

type Outcome = 'idle' | 'copied' | 'failed'

/** How long "Copied" stays on the button before it reads "Copy" again (its text only: focus stays put). */
const COPIED_MS = 3_000

/**
 * A value she pastes elsewhere (a setting's name, a command, a key her browser just made): shown as code, with a
 * button that copies it. Setup shows no value of a setting (docs/threat-model.md); the one secret on it is the VAPID
 * private key her own browser makes there, so a long or secret value is named by `name` (the button's name, read
 * aloud) instead of by itself. Where the browser refuses the clipboard, it says so and the value stays selectable.
 */
export function CopyValue({value, name = value}: {value: string; name?: string}) {
  const [outcome, setOutcome] = useState<Outcome>('idle')
  useEffect(() => {
    if (outcome !== 'copied') return
    const timer = setTimeout(() => setOutcome('idle'), COPIED_MS)
    return () => clearTimeout(timer)
  }, [outcome])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }
  return (
    <span className={styles.copyValue}>
      <code>{value}</code>
      <button
        type="button"
        className={styles.copyButton}
        aria-label={outcome === 'copied' ? M.copiedStatus(name) : M.copyLabel(name)}
        onClick={copy}
      >
        {outcome === 'copied' ? M.copied : M.copy}
      </button>
      <span role="status" className={outcome === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {outcome === 'copied' ? M.copiedStatus(name) : outcome === 'failed' ? M.copyFailed : ''}
      </span>
    </span>
  )
}
