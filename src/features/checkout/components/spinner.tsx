import * as styles from './checkout.module.css'

/**
 * A loading spinner that announces what it waits for; full height by default so nothing jumps when it is replaced.
 * `heading`: the spinner is the whole page for now (the static HTML of /checkout-success and /refund), so its
 * label is the page's h1 until the answer replaces it (every page has one).
 */
export function Spinner({label, compact, heading}: {label: string; compact?: boolean; heading?: boolean}) {
  const Label = heading ? 'h1' : 'span'
  return (
    <div role="status" className={compact ? styles.spinnerCompact : styles.spinnerPage}>
      <span className={styles.spinner} aria-hidden="true" />
      <Label className={styles.srOnly}>{label}</Label>
    </div>
  )
}
