import type {ParsedMail} from 'mailparser'
import confirmMail from '../../netlify/functions/reminder-mail-confirm.mts'
import reminderMail from '../../netlify/functions/reminder-mail.mts'
import {signAccessToken} from '../../netlify/functions/_shared/access-token'
import {useFakePushService} from './fake-push-bed'
import {call} from './function-request'
import {TEST_REVIEWER_CODE} from './reviewer-code'
import {startSmtpServer} from './smtp'

/**
 * The reminder-email tests' bed: a local SMTP server the functions mail to (SMTP_URL), a reviewer's access for the
 * calls, and the calls of the reminder-mail and confirmation functions. Call it at a test file's top level.
 */
export function useReminderMailBed(secret: string) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  let auth: Record<string, string>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    process.env.SMTP_URL = smtp.url
    auth = {
      authorization: `Bearer ${await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, secret)}`,
    }
  })
  afterAll(async () => {
    delete process.env.SMTP_URL
    await smtp.close()
  })

  return {
    /** A reviewer's authorization header (access to the reminders). */
    get auth() {
      return auth
    },
    /** Every mail the SMTP server received, oldest first (tests may empty it). */
    get received() {
      return smtp.received
    },
    mailsTo: (email: string): ParsedMail[] =>
      smtp.received.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === email),
    optIn: (email: string, headers = auth) =>
      call(reminderMail, '/api/reminder-mail', {body: {action: 'subscribe', email}, headers}),
    status: (endpoint: string, headers = auth) =>
      call(reminderMail, '/api/reminder-mail', {body: {action: 'status', endpoint}, headers}),
    confirm: (token: string, deployContext?: string) =>
      call(confirmMail, '/api/reminder-mail/confirm', {body: {token}, ...(deployContext ? {deployContext} : {})}),
  }
}

/**
 * The fake push service and the reminder-mail bed with the settings every reminder-mail test runs with (signed with
 * `secret`, mail from the coach's domain, links to the site). Call it at a test file's top level.
 */
export function useReminderMailWorld(secret: string) {
  useFakePushService({
    ACCESS_TOKEN_SECRET: secret,
    MAIL_FROM: 'Toolkit <support@example.com>',
    SITE_URL: 'https://toolkit.example.com',
    COACH_EMAIL: 'coach@example.com',
  })
  return useReminderMailBed(secret)
}
