import {CHECKOUT_MESSAGES as M} from '../messages'
import * as styles from './checkout.module.css'

/** The buyer's address for the receipt, with its hint: the card form's and the test checkout's (ids unique per page). */
export function ReceiptEmail({id, value, onChange}: {id: string; value: string; onChange: (email: string) => void}) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {M.emailLabel}
      </label>
      <input
        id={id}
        type="email"
        required
        autoComplete="email"
        className={styles.input}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {M.emailHint}
      </p>
    </>
  )
}
