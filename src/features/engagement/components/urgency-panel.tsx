import {useCallback, useEffect, useId, useRef} from 'react'
import {Button} from '../../../components/ui/button'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ENGAGEMENT_MESSAGES as M} from '../messages'
import * as styles from './engagement.module.css'

/**
 * The offer as a non-modal panel (DECISIONS 43): it appears beside the page without taking focus, and any
 * way of closing it counts as a dismissal. A visitor who tabbed into it gets focus back where she was.
 */
export function UrgencyPanel({claimedValue, onClose}: {claimedValue: number; onClose: () => void}) {
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)

  const dismiss = useCallback(() => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false
    onClose()
    if (hadFocus) cameFrom.current?.focus({preventScroll: true})
  }, [onClose])

  // Escape hides it wherever focus is, so it never stays over what she is doing (WCAG 2.4.11); an open dialog takes Escape first.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [dismiss])

  return (
    <section
      ref={panel}
      aria-labelledby={titleId}
      className={styles.urgency}
      onFocus={(event) => {
        const from = event.relatedTarget
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from
      }}
    >
      <h2 id={titleId} className={styles.urgencyTitle}>
        {M.urgencyTitle}
      </h2>
      <p>{M.urgencyText(claimedValue)}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            onClose()
            // The offer's heading takes focus as the section scrolls into view.
            scrollToSection('purchase')
          }}
        >
          {M.urgencyGet}
        </Button>
        <Button variant="outline" onClick={dismiss}>
          {M.urgencyLater}
        </Button>
      </div>
      <button type="button" className={styles.urgencyClose} aria-label={M.urgencyClose} onClick={dismiss}>
        ×
      </button>
    </section>
  )
}
