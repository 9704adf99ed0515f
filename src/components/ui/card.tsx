import type {ReactNode} from 'react'
import * as styles from './card.module.css'

const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ')

/** A grid of cards that never strands one card alone on a row (a list unless `as` says otherwise). */
export function CardGrid({as: Tag = 'ul', children}: {as?: 'ul' | 'ol' | 'div'; children: ReactNode}) {
  return <Tag className={styles.grid}>{children}</Tag>
}

/** The emoji of a card, hidden from screen readers (the title says it). */
export function CardIcon({children}: {children: ReactNode}) {
  return (
    <span aria-hidden="true" className={styles.icon}>
      {children}
    </span>
  )
}

/** A card's title, at the heading level of the section it sits in. */
export function CardTitle({level = 3, children}: {level?: 3 | 4; children: ReactNode}) {
  const Heading = level === 3 ? 'h3' : 'h4'
  return <Heading className={styles.title}>{children}</Heading>
}

/** The card's top row: its picture or title at one end, badges and the favourite heart at the other. */
export function CardTop({children}: {children: ReactNode}) {
  return <div className={styles.top}>{children}</div>
}

type CardProps = {
  as?: 'li' | 'div'
  /** An emoji above the title; omit for a card without one. */
  icon?: ReactNode
  /** The title; omit when the card builds its own top (`CardTop`, `CardTitle`). */
  title?: ReactNode
  headingLevel?: 3 | 4
  className?: string
  children?: ReactNode
}

/** A white content card: optional emoji and title, then its own content. An item of `CardGrid` by default. */
export function Card({as: Tag = 'li', icon, title, headingLevel = 3, className, children}: CardProps) {
  return (
    <Tag className={join(styles.card, className)}>
      {icon === undefined ? null : <CardIcon>{icon}</CardIcon>}
      {title === undefined ? null : <CardTitle level={headingLevel}>{title}</CardTitle>}
      {children}
    </Tag>
  )
}
