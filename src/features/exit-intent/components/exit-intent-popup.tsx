import {useCallback, useEffect, useId, useRef, useState} from 'react'
import {armExitIntent} from '../arm'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import {GuideSignUpForm} from './guide-sign-up-form'
import * as styles from './exit-intent-popup.module.css'

/**
 * Exit-intent offer (spec): arms 15 s after load unless the email was captured or it was shown; appears once
 * when the pointer leaves through the top; success stores the captured flag for good. The pointer leaving is
 * not a request for it, so it never takes focus (DECISIONS 43): a non-modal panel in a polite live region, with
 * the spec's title, text and form, closed by its × or Escape; a visitor who tabbed into it gets focus back.
 * `exited`: the visitor has already left through the top (gatsby-browser armed the trigger itself): show it now.
 */
export function ExitIntentPopup({exited = false}: {exited?: boolean}) {
  const [open, setOpen] = useState(exited)
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)

  useEffect(() => (exited ? undefined : armExitIntent(() => setOpen(true))), [exited])

  const close = useCallback(() => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false
    setOpen(false)
    if (hadFocus) cameFrom.current?.focus({preventScroll: true})
  }, [])

  // Escape hides it wherever focus is; an open dialog takes Escape first.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])

  // The live region is on the page before the offer comes into it, so screen readers announce it politely.
  return (
    <div aria-live="polite" className={`${styles.region} no-print`}>
      {open ? (
        <section
          ref={panel}
          aria-labelledby={titleId}
          className={styles.panel}
          onFocus={(event) => {
            const from = event.relatedTarget
            if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from
          }}
        >
          <h2 id={titleId} className={styles.title}>
            {M.title}
          </h2>
          <p>{M.description}</p>
          <GuideSignUpForm onCaptured={close} />
          <button type="button" className={styles.close} aria-label={M.close} onClick={close}>
            ×
          </button>
        </section>
      ) : null}
    </div>
  )
}
