import type {ReactNode} from 'react'
import {ROUTES} from '../../config/site'
import * as styles from './locked-preview.module.css'

type LockedPreviewProps = {
  /** The blurred stand-in of the tool: decorative, its controls disabled. */
  preview: ReactNode
  title: ReactNode
  description: ReactNode
  cta: string
}

/** A locked tool: a blurred, inert preview under an overlay whose call to action goes to /#purchase. */
export function LockedPreview({preview, title, description, cta}: LockedPreviewProps) {
  return (
    <div className={styles.locked}>
      <div className={styles.preview} aria-hidden="true" inert>
        {preview}
      </div>
      <div className={styles.overlay}>
        <span className={styles.lock} aria-hidden="true">
          🔒
        </span>
        <p className={styles.title}>{title}</p>
        <p className={styles.description}>{description}</p>
        <a href={ROUTES.purchase} className={styles.cta}>
          {cta}
        </a>
      </div>
    </div>
  )
}
