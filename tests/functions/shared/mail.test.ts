import {sendMail} from '../../../netlify/functions/_shared/mail'
import {store, STORES} from '../../../netlify/functions/_shared/blobs'
import {startSmtpServer} from '../../support/smtp'

describe('sendMail', () => {
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
    await expect(sendMail({to: 'a@example.com', subject: 's', text: 't'})).rejects.toThrow('Server is missing configuration: SMTP_URL')
  })
})
