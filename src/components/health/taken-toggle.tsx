import type {TakenKind} from '../../lib/health/taken-supplements'
import {isTaken} from '../../lib/health/taken-supplements'
import {toggleTakenSupplement, useTakenSupplements} from '../../lib/taken-supplements/use-taken-supplements'
import * as styles from './taken-toggle.module.css'

/** See docs/health-rules.md "Supplements I take": her own marker, kept on this device like favorites. */
const TAKEN_MESSAGES = {
  takeThis: 'I take this',
  takeThisLabel: (name: string) => `I take this: ${name}`,
} as const

/**
 * "I take this" on a daily-stack item or a supplement's profile: a toggle with one name, aria-pressed saying whether
 * she marked it. Every toggle of the same item follows the same mark (a "Morning & Evening" item shows in two
 * columns). Her appointment summary lists exactly what she marked.
 */
export function TakenToggle({kind, slug, name}: {kind: TakenKind; slug: string; name: string}) {
  const taken = isTaken(useTakenSupplements(), {kind, slug})
  return (
    <button
      type="button"
      className={`${styles.toggle} ${taken ? styles.on : ''}`}
      aria-pressed={taken}
      aria-label={TAKEN_MESSAGES.takeThisLabel(name)}
      onClick={() => toggleTakenSupplement({kind, slug})}
    >
      <span aria-hidden="true" className={styles.mark}>
        {taken ? '✓' : ''}
      </span>
      {TAKEN_MESSAGES.takeThis}
    </button>
  )
}
