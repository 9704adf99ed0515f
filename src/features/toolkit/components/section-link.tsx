import type {ReactNode} from 'react'
import {scrollToSection} from '../../../lib/scroll-to-section'

/** A link to a section of this page: it scrolls there (landing below the sticky bars) and keeps the hash. */
export function SectionLink({
  id,
  className,
  title,
  children,
}: {
  id: string
  className?: string
  title?: string
  children: ReactNode
}) {
  return (
    <a
      href={`#${id}`}
      className={className}
      title={title}
      onClick={(event) => {
        event.preventDefault()
        window.history.replaceState(null, '', `#${id}`)
        scrollToSection(id)
      }}
    >
      {children}
    </a>
  )
}
