import {useState, type KeyboardEvent} from 'react'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {ApiError} from '../../../lib/api-client'
import {validateCoupon, type AppliedCoupon} from '../api'
import {normalizeCouponCode} from '../logic'
import {formatMoney} from '../../../lib/money'
import {COUPON_MESSAGES as M} from '../coupon-messages'
import * as styles from './checkout.module.css'

export type CouponProps = {
  applied: AppliedCoupon | null
  onApply: (coupon: AppliedCoupon) => void
  onRemove: () => void
}

/** Spec: an input with Apply and Cancel (Enter applies), or the applied code with Remove; one code at a time. */
export default function CouponEditor({applied, onApply, onRemove, onClose}: CouponProps & {onClose: () => void}) {
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  async function apply() {
    const normalized = normalizeCouponCode(code)
    if (!normalized) {
      toast({title: M.emptyTitle, variant: 'destructive'})
      return
    }
    setBusy(true)
    try {
      const coupon = await validateCoupon(normalized)
      onApply(coupon)
      onClose()
      setCode('')
      toast({
        title: M.appliedTitle,
        description: M.appliedDescription(formatMoney(coupon.amountOffCents, {wholeWhenExact: true})),
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        toast({title: M.invalidTitle, description: M.invalidText, variant: 'destructive'})
      else toast({title: M.errorTitle, description: M.errorText, variant: 'destructive'})
    } finally {
      setBusy(false)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      void apply()
    }
  }

  if (applied) {
    return (
      <div className={styles.couponApplied}>
        <span>{M.applied(applied.code)}</span>
        <Button
          variant="ghost"
          onClick={() => {
            onRemove()
            toast({title: M.removedTitle})
          }}
        >
          {M.remove}
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.couponForm}>
      <label htmlFor="coupon-code" className={styles.srOnly}>
        {M.label}
      </label>
      <input
        id="coupon-code"
        className={styles.input}
        value={code}
        placeholder={M.placeholder}
        autoComplete="off"
        autoFocus
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        onKeyDown={onKeyDown}
      />
      <Button onClick={() => void apply()} disabled={busy || !code.trim()}>
        {M.apply}
      </Button>
      <Button variant="outline" onClick={onClose}>
        {M.cancel}
      </Button>
    </div>
  )
}
