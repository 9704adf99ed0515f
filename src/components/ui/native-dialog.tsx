import {useEffect, useRef, type ReactNode} from 'react'
import {afterNextPaint} from '../../lib/after-next-paint'
import {inertAllBut, nativePopover} from '../../lib/page-modal'
import * as styles from './dialog.module.css'

type NativeDialogProps = {
  /** The element id its buttons name (`popovertarget`). */
  id: string
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
}

/** Whether the dialog is on screen, opened by the browser (a popover) or by the app (a modal). */
export const isDialogShown = (dialog: HTMLDialogElement) =>
  // A browser without popovers refuses the `:popover-open` selector.
  dialog.open || (nativePopover() && dialog.matches(':popover-open'))

/** Takes the dialog off screen, however it was opened. */
export function hideDialog(dialog: HTMLDialogElement) {
  if (dialog.open) dialog.close()
  else if (isDialogShown(dialog)) dialog.hidePopover()
}

/**
 * Attributes for a button that shows or hides the dialog `id`: the browser does it on her first tap, before any
 * script has run (decision 48). Where popovers are missing, the click does it once the app runs, as a modal.
 */
export function dialogToggle(id: string, action: 'show' | 'hide') {
  return {
    popoverTarget: id,
    popoverTargetAction: action,
    onClick: () => {
      if (nativePopover()) return
      const dialog = document.getElementById(id)
      if (!(dialog instanceof HTMLDialogElement)) return
      if (action === 'hide') dialog.close()
      else if (!dialog.open) dialog.showModal()
    },
  }
}

/**
 * A dialog the browser runs: a popover opened by a `dialogToggle(id, 'show')` button. The browser paints it on her
 * tap, focuses its first control (`autofocus`: the caller marks it), closes it on Escape, a tap outside or a
 * `dialogToggle(id, 'hide')` button, and gives focus back to the button that opened it. Once the app runs, the page
 * behind it is made inert in the task after it is painted: a modal, without the whole page's restyle between her
 * tap and the answer (a `showModal` on the tap cost ~75 ms of her first tap at 4× slowdown; docs/first-tap.md).
 * For a dialog whose content is known when the page is built (decision 48).
 */
export function NativeDialog({id, title, description, children}: NativeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    let giveBack: (() => void) | null = null
    const release = () => {
      giveBack?.()
      giveBack = null
    }
    const modalIfShown = () => {
      if (isDialogShown(element) && !giveBack) giveBack = inertAllBut(element)
    }
    // Before the browser hides it, not after: it gives focus back to the opener only if the opener is not inert.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') afterNextPaint(modalIfShown)
      else release()
    }
    // Opened before the app ran: the page behind becomes inert now.
    modalIfShown()
    element.addEventListener('beforetoggle', onBeforeToggle)
    return () => {
      element.removeEventListener('beforetoggle', onBeforeToggle)
      release()
    }
  }, [])
  return (
    <dialog
      id={id}
      ref={dialog}
      popover="auto"
      className={styles.native}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
      <button type="button" className={styles.close} aria-label="Close" {...dialogToggle(id, 'hide')}>
        ×
      </button>
    </dialog>
  )
}
