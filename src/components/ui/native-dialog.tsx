import type {ReactNode} from 'react'
import * as styles from './dialog.module.css'

type NativeDialogProps = {
  /** The element id its invokers name (`commandfor`). */
  id: string
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
}

/** Whether this browser opens and closes a `<dialog>` from a button's `commandfor` without script. */
const invokerCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype

/**
 * Attributes for a button that runs `command` on the dialog `id`: the browser does it on her first tap, before any
 * script has run (decision 48). Where invoker commands are missing, the click does it once the app runs.
 */
export function dialogCommand(id: string, command: 'show-modal' | 'close') {
  return {
    // React passes lowercase attributes it does not know through as written.
    ...({commandfor: id, command} as Record<string, string>),
    onClick: () => {
      if (invokerCommands()) return
      const dialog = document.getElementById(id)
      if (!(dialog instanceof HTMLDialogElement)) return
      if (command === 'close') dialog.close()
      else if (!dialog.open) dialog.showModal()
    },
  }
}

/**
 * A modal the browser runs: opened by a `dialogCommand(id, 'show-modal')` button, it makes the page inert, takes
 * focus to its first control, closes on Escape, a tap outside (`closedby="any"`) or its Close button, and gives
 * focus back to the button that opened it. Looks like `Dialog`; for a dialog whose content is known when the page
 * is built, so it answers her first tap without the app (decision 48).
 */
export function NativeDialog({id, title, description, children}: NativeDialogProps) {
  return (
    <dialog
      id={id}
      className={styles.native}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      closedby="any"
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
      <button type="button" className={styles.close} aria-label="Close" {...dialogCommand(id, 'close')}>
        ×
      </button>
    </dialog>
  )
}
