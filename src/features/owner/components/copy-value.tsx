import {useEffect, useState} from 'react'
import {SETUP_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'

type Outcome = 'idle' | 'copied' | 'failed'

/** How long "Copied" stays on the button before it reads "Copy" again (its text only: focus stays put). */
const COPIED_MS = 3_000

/**
 * A value she pastes elsewhere (a setting's name, a command): shown as code, with a button that copies it. Never a
 * secret: Setup shows no secret (docs/threat-model.md). Where the browser refuses the clipboard, it says so and the
 * value stays selectable.
 */
export function CopyValue({value}: {value: string}) {
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
        aria-label={outcome === 'copied' ? M.copiedStatus(value) : M.copyLabel(value)}
        onClick={copy}
      >
        {outcome === 'copied' ? M.copied : M.copy}
      </button>
      <span role="status" className={outcome === 'failed' ? styles.copyFailed : 'visually-hidden'}>
        {outcome === 'copied' ? M.copiedStatus(value) : outcome === 'failed' ? M.copyFailed : ''}
      </span>
    </span>
  )
}
