import {useCallback, useEffect, useId, useRef, type ReactNode} from 'react'
import * as styles from './corner-panel.module.css'

/**
 * The bottom edge's corner, a polite live region: it is on the page before a panel comes into it, so screen
 * readers announce the panel without it taking focus (DECISIONS 43).
 */
export function CornerRegion({children}: {children: ReactNode}) {
  return (
    <div aria-live="polite" className={`${styles.region} no-print`}>
      {children}
    </div>
  )
}

type CornerPanelProps = {
  title: string
  closeLabel: string
  onClose: () => void
  /** At most half the viewport's height, not 60 %. */
  low?: boolean
  /** The panel's content; `dismiss` closes it as its × does. */
  children: (dismiss: () => void) => ReactNode
}

/**
 * A non-modal panel in a CornerRegion (DECISIONS 43): it appears beside the page without taking focus. Its ×,
 * Escape wherever focus is (an open dialog takes Escape first, so it never stays over what she is doing, WCAG
 * 2.4.11) and `dismiss` close it; a visitor who tabbed into it gets focus back where she was.
 */
export function CornerPanel({title, closeLabel, onClose, low = false, children}: CornerPanelProps) {
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  const cameFrom = useRef<HTMLElement | null>(null)

  const dismiss = useCallback(() => {
    const hadFocus = panel.current?.contains(document.activeElement) ?? false
    onClose()
    if (hadFocus) cameFrom.current?.focus({preventScroll: true})
  }, [onClose])

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
      className={low ? `${styles.panel} ${styles.low}` : styles.panel}
      onFocus={(event) => {
        const from = event.relatedTarget
        if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children(dismiss)}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={dismiss}>
        ×
      </button>
    </section>
  )
}
