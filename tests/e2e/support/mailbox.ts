import {test} from '@playwright/test'
import type {ParsedMail} from 'mailparser'
import {startSmtpServer} from '../../support/smtp'
import {E2E_SMTP_PORT} from './e2e-env'

/**
 * The mail the functions send during the tests of the calling file (or describe block): a local SMTP server on
 * the browser tests' mail port (E2E_ENV's SMTP_URL), started before those tests and closed after them.
 */
export function useMailbox(): {readonly received: ParsedMail[]} {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
  test.beforeAll(async () => {
    smtp = await startSmtpServer(E2E_SMTP_PORT)
  })
  test.afterAll(async () => smtp?.close())
  return {
    get received() {
      if (!smtp) throw new Error('The mailbox is open only while its tests run.')
      return smtp.received
    },
  }
}
