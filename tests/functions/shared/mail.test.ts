import {sendMail} from '../../../netlify/functions/_shared/mail'
import {rawHeader} from '../../support/smtp'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {startSmtpServer} from '../../support/smtp'

describe('sendMail', () => {
  // Every mail that is not a receipt is checked against the suppression list, keyed from this secret.
  process.env.ACCESS_TOKEN_SECRET = 'mail-test-secret-0123456789abcdef'
  const saved = {...process.env}
  afterEach(() => {
    process.env = {...saved}
  })

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer()
    try {
      process.env.SMTP_URL = smtp.url
      process.env.MAIL_FROM = 'Toolkit <support@example.com>'
      const result = await sendMail({to: 'jane@example.com', subject: 'Hello', text: 'Body text'})
      expect(result.via).toBe('smtp')
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].subject).toBe('Hello')
      expect(smtp.received[0].text?.trim()).toBe('Body text')
      expect(smtp.received[0].from?.text).toContain('support@example.com')
    } finally {
      await smtp.close()
    }
  })

  it('adds the one-click unsubscribe only to mails that ask for it (receipts do not)', async () => {
    const smtp = await startSmtpServer()
    try {
      process.env.SMTP_URL = smtp.url
      process.env.MAIL_FROM = 'Toolkit <support@example.com>'
      await sendMail({to: 'a@example.com', subject: 'Receipt', text: 'Paid'})
      await sendMail({
        to: 'a@example.com',
        subject: 'News',
        text: 'Hi',
        unsubscribe: {
          oneClickUrl: 'https://x.example/api/unsubscribe?token=t',
          pageUrl: 'https://x.example/unsubscribe?token=t',
        },
      })
      const [receipt, news] = smtp.received
      expect(rawHeader(receipt, 'List-Unsubscribe')).toBeNull()
      expect(receipt.text?.trim()).toBe('Paid')
      expect(rawHeader(news, 'List-Unsubscribe')).toBe('<https://x.example/api/unsubscribe?token=t>')
      expect(rawHeader(news, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(news.text).toContain('unsubscribe with one click: https://x.example/unsubscribe?token=t')
    } finally {
      await smtp.close()
    }
  })

  it('writes to the outbox store in demo mode without SMTP', async () => {
    delete process.env.SMTP_URL
    process.env.DEMO_MODE = 'true'
    const result = await sendMail({to: 'ann@example.com', subject: 'Guide', text: 'Here it is'})
    expect(result.via).toBe('outbox')
    const {blobs} = await store(STORES.outbox).list()
    const entries = await Promise.all(blobs.map((b) => store(STORES.outbox).get(b.key, {type: 'json'})))
    expect(entries).toContainEqual(expect.objectContaining({to: 'ann@example.com', subject: 'Guide', id: result.id}))
  })

  it('refuses to drop mail silently in production', async () => {
    delete process.env.SMTP_URL
    delete process.env.DEMO_MODE
    process.env.MAIL_FROM = 'Toolkit <support@example.com>'
    await expect(sendMail({to: 'a@example.com', subject: 's', text: 't'})).rejects.toThrow(
      'Server is missing configuration: SMTP_URL',
    )
  })
})
