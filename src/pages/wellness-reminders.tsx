import {graphql, type HeadFC, type PageProps} from 'gatsby'
import {useMemo} from 'react'
import {Layout} from '../components/layout/layout'
import {Section} from '../components/layout/section'
import {Seo} from '../components/seo/seo'
import {RemindersArea} from '../features/reminders/components/reminders-area'
import {RemindersCta, WhyRemindersMatter} from '../features/reminders/components/reminders-sections'
import {defaultReminders, type ReminderTemplate} from '../lib/reminders/logic'
import {MESSAGES} from '../features/reminders/messages'

type Data = {allSanityReminderTemplate: {nodes: ReminderTemplate[]}}

export default function WellnessRemindersPage({data}: PageProps<Data>) {
  const defaults = useMemo(() => defaultReminders(data.allSanityReminderTemplate.nodes), [data])
  return (
    <Layout>
      <Section id="reminders" title={MESSAGES.heroTitle} titleLevel={1} intro={MESSAGES.heroIntro}>
        <RemindersArea defaults={defaults} />
      </Section>
      <WhyRemindersMatter />
      <RemindersCta />
    </Layout>
  )
}

export const query = graphql`
  query WellnessReminders {
    allSanityReminderTemplate(sort: {time: ASC}) {
      nodes {
        reminderId
        time
        type
        title
        body
        supplement
      }
    }
  }
`

export const Head: HeadFC = ({location}) => (
  <Seo
    title="Daily Wellness Reminders"
    description="Daily push reminders for symptom check-ins, supplements and mindful breaks, at your local time."
    pathname={location.pathname}
  />
)
