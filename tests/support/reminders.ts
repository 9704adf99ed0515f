import type {Reminder} from '../../src/lib/api-contract/reminders'

/** The first of the coach's default reminders (content/reminderTemplates.ndjson), switched on: what the reminder tests schedule. */
export const MORNING_REMINDER: Reminder = {
  id: '1',
  time: '08:00',
  title: 'Good Morning!',
  body: 'Start your day with a symptom check-in',
  type: 'morning-checkin',
  enabled: true,
}
