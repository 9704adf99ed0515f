import type {ReactNode} from 'react'
import {Layout} from '../../components/layout/layout'
import {LEGAL_LAST_UPDATED} from '../../config/site'
import * as styles from './legal-page.module.css'

/** What the legal texts name: the seller and where to write. */
export type LegalContentProps = {supportEmail: string; coachName: string}

/** Frame of the legal pages: heading, the spec's "last updated" date, readable text width. */
export function LegalPage({title, children}: {title: string; children: ReactNode}) {
  return (
    <Layout>
      <article className={styles.article}>
        <h1>{title}</h1>
        <p className={styles.updated}>Last updated: {LEGAL_LAST_UPDATED}</p>
        {children}
      </article>
    </Layout>
  )
}
