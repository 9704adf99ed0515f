import * as styles from './checkout.module.css'

/** A loading spinner that announces what it waits for; full height by default so nothing jumps when it is replaced. */
export function Spinner({label, compact}: {label: string; compact?: boolean}) {
  return (
    <div role="status" className={compact ? styles.spinnerCompact : styles.spinnerPage}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.srOnly}>{label}</span>
    </div>
  )
}
