import * as DialogPrimitive from '@radix-ui/react-dialog'
import {useRef, type ReactNode, type RefObject} from 'react'
import * as styles from './dialog.module.css'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Wider body for long content such as a remedy profile. */
  size?: 'small' | 'large'
  /** Where focus goes on close when what opened the dialog has gone (its row was deleted or changed by the action). */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/** Mark a control that deletes or revokes something with this: it never takes the dialog's first focus. */
export const DESTRUCTIVE_ATTRIBUTE = 'data-destructive'

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The first control a visitor can safely act on: never a destructive one; the close button is last in order, so it is the fallback. */
const firstSafeControl = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (element) => !element.closest(`[${DESTRUCTIVE_ATTRIBUTE}]`) && element.getClientRects().length > 0,
  )

/**
 * A modal with a title, an optional description and a close button; focus is trapped and Escape closes it
 * (WCAG 2.4.3, DECISIONS 43). Our dialogs are opened from state, not from a Radix Trigger, so Radix would
 * drop focus on <body> when one closes: the element focused when it opened gets focus back, without scrolling, or
 * `returnFocusTo` when that element is gone.
 */
export function Dialog({open, onOpenChange, title, description, children, size = 'small', returnFocusTo}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={`${styles.content} ${size === 'large' ? styles.large : ''}`}
          // Radix warns when a dialog has no description; say explicitly that this one has none.
          {...(description ? {} : {'aria-describedby': undefined})}
          onOpenAutoFocus={(event) => {
            // Focus has not moved yet: what holds it opened the dialog.
            opener.current =
              document.activeElement instanceof HTMLElement && document.activeElement !== document.body
                ? document.activeElement
                : null
            const target = firstSafeControl(event.currentTarget as HTMLElement)
            if (!target) return
            event.preventDefault()
            target.focus()
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current?.isConnected ? opener.current : returnFocusTo?.current
            if (!target?.isConnected) return
            event.preventDefault()
            target.focus({preventScroll: true})
          }}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close className={styles.close} aria-label="Close">
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
