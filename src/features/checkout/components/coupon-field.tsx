import {lazy, Suspense, useState} from 'react'
import {CHECKOUT_MESSAGES as M} from '../messages'
import type {CouponProps} from './coupon-editor'
import * as styles from './checkout.module.css'

// Loaded when she opens it (issue 30): the form, its words and the contract's error sentences stay out of the first load.
const CouponEditor = lazy(() => import('./coupon-editor'))

/** Spec: 'Have a coupon code?' opens an input with Apply and Cancel; Enter applies; one code at a time. */
export function CouponField(props: CouponProps) {
  const [open, setOpen] = useState(false)
  const toggle = (
    <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
      {M.couponToggle}
    </button>
  )
  if (!open && !props.applied) return toggle
  // The link stays until the form is there, so focus has somewhere to be.
  return (
    <Suspense fallback={toggle}>
      <CouponEditor {...props} onClose={() => setOpen(false)} />
    </Suspense>
  )
}
