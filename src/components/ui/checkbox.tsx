import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import type {ReactNode} from 'react'
import type {RovingItemProps} from './use-roving-focus'
import * as styles from './checkbox.module.css'

type CheckboxProps = {
  id: string
  checked: boolean | 'indeterminate'
  onCheckedChange: (checked: boolean) => void
  label: ReactNode
  /** Inside a list that is one Tab stop (`useRovingFocus`). */
  roving?: RovingItemProps
}

/** A labelled Radix checkbox (checked, unchecked or indeterminate); Space toggles it. */
export function Checkbox({id, checked, onCheckedChange, label, roving}: CheckboxProps) {
  return (
    <div className={styles.row}>
      <CheckboxPrimitive.Root
        id={id}
        className={styles.box}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        {...roving}
      >
        <CheckboxPrimitive.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? '–' : '✓'}
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </div>
  )
}
