import {useRef, useState, type KeyboardEvent} from 'react'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import type {AppliedCoupon} from '../api'
import {COUPON_MESSAGES as M} from '../messages'
import * as styles from './checkout.module.css'

type Props = {applied: AppliedCoupon | null; onApply: (coupon: AppliedCoupon) => void; onRemove: () => void}

/**
 * 'Have a coupon code?' opens an input with Apply and Cancel; Enter applies; one code at a time. The opening
 * is the browser's own disclosure (`<details>`), so her first tap opens it before the page's scripts run
 * (decision 48); React keeps no open state of its own, so taking the element over loses nothing. Opened once the
 * app runs, the field takes focus to type in; Cancel closes it and gives focus back to its summary.
 */
export function CouponField({applied, onApply, onRemove}: Props) {
  const disclosure = useRef<HTMLDetailsElement>(null)
  const field = useRef<HTMLInputElement>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)

  async function apply() {
    setBusy(true)
    try {
      const outcome = await import('../coupon-outcome')
      const coupon = await outcome.applyCoupon(code)
      if (!coupon) return
      onApply(coupon)
      setCode('')
    } catch (error) {
      // The code behind Apply did not load: her code stays in the field to try again.
      console.error('Could not load the coupon check', error)
      toast({title: M.errorTitle, description: M.errorText, variant: 'destructive'})
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
            import('../coupon-outcome')
              .then((outcome) => outcome.announceCouponRemoved())
              .catch((error) => console.error('Could not load the coupon toasts', error))
          }}
        >
          {M.remove}
        </Button>
      </div>
    )
  }
  return (
    <details ref={disclosure} className={styles.coupon}>
      <summary
        className={styles.linkButton}
        onClick={(event) => {
          // Opened here rather than by the browser, so the field has focus before her next key (the toggle event
          // comes a task later); before the app runs, the browser opens it the same way.
          const details = disclosure.current
          if (!details) return
          event.preventDefault()
          details.open = !details.open
          if (details.open) field.current?.focus()
        }}
      >
        {M.toggle}
      </summary>
      <div className={styles.couponForm}>
        <label htmlFor="coupon-code" className={styles.srOnly}>
          {M.label}
        </label>
        <input
          ref={field}
          id="coupon-code"
          className={styles.input}
          value={code}
          placeholder={M.placeholder}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={onKeyDown}
        />
        <Button onClick={() => void apply()} busy={busy} disabled={!code.trim()}>
          {M.apply}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            if (disclosure.current) disclosure.current.open = false
            setCode('')
            disclosure.current?.querySelector('summary')?.focus()
          }}
        >
          {M.cancel}
        </Button>
      </div>
    </details>
  )
}
