import type {ComponentType} from 'react'
import {Layout} from '../../components/layout/layout'
import {useSiteChrome} from '../../components/layout/use-site-chrome'
import {LEGAL_LAST_UPDATED} from '../../config/legal'
import * as styles from './legal-page.module.css'

/** What the legal texts name: the seller and where to write. */
export type LegalContentProps = {supportEmail: string; coachName: string}
/** What a legal text may also quote: the refund promise, in the site's one wording (Studio). */
export type LegalTextData = LegalContentProps & {guaranteeText: string}

/** The support address as a mail link, as every legal text gives it. */
export const SupportLink = ({email}: {email: string}) => <a href={`mailto:${email}`}>{email}</a>

/**
 * A legal page: heading, the original "last updated" date, readable text width, and its text with the seller and
 * support address from the site settings.
 */
export function LegalPage({
  title,
  Content,
  updated = LEGAL_LAST_UPDATED,
}: {
  title: string
  Content: ComponentType<LegalTextData>
  updated?: string
}) {
  const {supportEmail, coachName, guaranteeText} = useSiteChrome()
  return (
    <Layout>
      <article className={styles.article}>
        <h1>{title}</h1>
        <p className={styles.updated}>Last updated: {updated}</p>
        <Content supportEmail={supportEmail} coachName={coachName} guaranteeText={guaranteeText} />
      </article>
    </Layout>
  )
}
