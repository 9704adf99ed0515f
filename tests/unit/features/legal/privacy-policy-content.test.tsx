import {render} from '@testing-library/react'
import {
  describeDays,
  GUIDE_MAIL_INTERVAL_HOURS,
  RETENTION,
  TRACKER_RECOVERY_LINK_MINUTES,
} from '../../../../src/config/retention'
import {PrivacyPolicyContent} from '../../../../src/features/legal/privacy-policy-content'

/** The policy and the daily cleanup read the same periods (src/config/retention.ts): the page must state each one. */
describe('privacy policy: retention as enforced by the code', () => {
  const text = () =>
    render(<PrivacyPolicyContent supportEmail="help@example.com" coachName="Amy" />).container.textContent?.replace(
      /\s+/g,
      ' ',
    ) ?? ''

  it.each([
    ['assessments', `symptom assessments: ${describeDays(RETENTION.assessmentDays)} after you completed them`],
    [
      'tracker entries',
      `symptom tracker entries: ${describeDays(RETENTION.trackingInactiveDays)} after your last save`,
    ],
    ['contact messages', `contact-form messages: ${describeDays(RETENTION.contactMessageDays)} after you sent them`],
    ['guide sign-ups', `guide sign-ups: ${describeDays(RETENTION.emailCaptureDays)} after your last request`],
    ['unsubscribed addresses', `the address goes ${describeDays(RETENTION.unsubscribedEmailDays)} later`],
    [
      'the back office log',
      `which names the order but not you: ${describeDays(RETENTION.auditLogDays)} after each entry`,
    ],
    [
      'mail that could not be delivered',
      `${describeDays(RETENTION.deadMailDays)} after we stopped trying, unless it was sent since`,
    ],
    ['the guide interval', `at most once every ${GUIDE_MAIL_INTERVAL_HOURS} hours`],
    ['the tracker link', `within ${TRACKER_RECOVERY_LINK_MINUTES} minutes`],
  ])('states the period for %s', (_what, sentence) => {
    expect(text()).toContain(sentence)
  })

  it('says how to delete each kind of stored item', () => {
    const page = text()
    expect(page).toContain('“Delete my saved answers”')
    expect(page).toContain('“Delete my tracking data”')
    expect(page).toContain('one-click unsubscribe link')
  })

  it('words whole years as months', () => {
    expect(describeDays(365)).toBe('12 months')
    expect(describeDays(730)).toBe('24 months')
    expect(describeDays(90)).toBe('90 days')
  })
})
