import type {HeadFC, PageProps} from 'gatsby'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {ConfirmMailPanel} from '../features/reminders/components/confirm-mail-panel'
import {CONFIRM_MESSAGES as M} from '../features/reminders/messages'

export default function ConfirmReminderEmailPage({location}: PageProps) {
  return (
    <Layout>
      <Section title={M.title} titleLevel={1}>
        <ConfirmMailPanel search={location.search} />
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = ({location}) => <Seo title={M.seoTitle} pathname={location.pathname} noindex />
