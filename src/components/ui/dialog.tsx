import * as DialogPrimitive from '@radix-ui/react-dialog'
import type {ReactNode} from 'react'
import * as styles from './dialog.module.css'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Wider body for long content such as a remedy profile. */
  size?: 'small' | 'large'
}

/** A modal with a title, an optional description and a close button; focus is trapped and Escape closes it. */
export function Dialog({open, onOpenChange, title, description, children, size = 'small'}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={`${styles.content} ${size === 'large' ? styles.large : ''}`}
          // Radix warns when a dialog has no description; say explicitly that this one has none.
          {...(description ? {} : {'aria-describedby': undefined})}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {description ? <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description> : null}
          {children}
          <DialogPrimitive.Close className={styles.close} aria-label="Close">
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

export const DialogClose = DialogPrimitive.Close
