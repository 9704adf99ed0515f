import type {ReactNode} from 'react'
import * as styles from './checkout.module.css'

/**
 * A centred page of the purchase path: its heading, the first paragraph under it, then the rest (what she can do
 * next). Not on /checkout itself, whose first load it would add to (docs/performance.md).
 */
export function PageMessage({title, text, children}: {title: string; text?: ReactNode; children?: ReactNode}) {
  return (
    <div className={styles.centered}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {text === undefined ? null : <p>{text}</p>}
      {children}
    </div>
  )
}
