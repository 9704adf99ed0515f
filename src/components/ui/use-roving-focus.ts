import {useRef, useState, type FocusEvent, type KeyboardEvent} from 'react'

/** The keys that move focus within a roving group, and where each one goes (the order the items are read in). */
export function rovingTarget(key: string, current: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowDown':
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowUp':
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** What each item of a roving group takes: only the current one is a Tab stop. */
export type RovingItemProps = {
  tabIndex: 0 | -1
  ref: (element: HTMLElement | null) => void
  onFocus: (event: FocusEvent<HTMLElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * One Tab stop for a long set of like controls (docs/accessibility.md), as a radio group is: Tab enters at the item last used,
 * the arrow keys, Home and End move between the items, Tab leaves. Space still toggles the focused item.
 */
export function useRovingFocus(count: number): (index: number) => RovingItemProps {
  const [active, setActive] = useState(0)
  const items = useRef<Array<HTMLElement | null>>([])
  const current = Math.min(active, Math.max(count - 1, 0))
  return (index) => ({
    tabIndex: index === current ? 0 : -1,
    ref: (element) => {
      items.current[index] = element
    },
    onFocus: () => setActive(index),
    onKeyDown: (event) => {
      const target = rovingTarget(event.key, index, count)
      if (target === null) return
      event.preventDefault()
      setActive(target)
      items.current[target]?.focus()
    },
  })
}
