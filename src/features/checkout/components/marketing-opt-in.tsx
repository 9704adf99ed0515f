import {CHECKOUT_MESSAGES as M} from '../messages'
import * as styles from './checkout.module.css'

/** The checkout's marketing opt-in: unticked by default, optional, asked in the checkout's own words. */
export function MarketingOptIn({checked, onChange}: {checked: boolean; onChange: (checked: boolean) => void}) {
  return (
    <label className={styles.optIn}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
      {M.marketingOptIn}
    </label>
  )
}
