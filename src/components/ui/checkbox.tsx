import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import type {ReactNode} from 'react'
import * as styles from './checkbox.module.css'

type CheckboxProps = {
  id: string
  checked: boolean | 'indeterminate'
  onCheckedChange: (checked: boolean) => void
  label: ReactNode
}

/** A labelled Radix checkbox (checked, unchecked or indeterminate); Space toggles it. */
export function Checkbox({id, checked, onCheckedChange, label}: CheckboxProps) {
  return (
    <div className={styles.row}>
      <CheckboxPrimitive.Root
        id={id}
        className={styles.box}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange(next === true)}
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
