import {coachNoticeMail} from '../../../netlify/functions/_shared/mail-templates/coach-notice'
import {contactMail} from '../../../netlify/functions/_shared/mail-templates/contact'
import {survivalGuideMail} from '../../../netlify/functions/_shared/mail-templates/guide'
import {escapeHtml, renderMail, withFooter, link} from '../../../netlify/functions/_shared/mail-templates/layout'
import {receiptMail} from '../../../netlify/functions/_shared/mail-templates/receipt'
import {refundMail} from '../../../netlify/functions/_shared/mail-templates/refund'
import {refundLinkMail} from '../../../netlify/functions/_shared/mail-templates/refund-link'
import {reminderConfirmMail} from '../../../netlify/functions/_shared/mail-templates/reminder-confirm'
import {reminderMail} from '../../../netlify/functions/_shared/mail-templates/reminder'
import {signInLinkMail} from '../../../netlify/functions/_shared/mail-templates/sign-in-link'
import {trackerKeyRecoveryMail} from '../../../netlify/functions/_shared/mail-templates/tracker-key-recovery'
import {
  ownerOrderLink,
  refundLink,
  refundTicketLink,
  reminderMailConfirmLink,
  reminderTargetLink,
  restoreLink,
  signInLink,
  trackerRecoveryLink,
  unsubscribeLinksFor,
} from '../../../netlify/functions/_shared/site-links'
import {OWNER_SIGN_IN_LINK_MINUTES} from '../../../src/config/owner'
import {REFUND_LINK_MINUTES} from '../../../src/config/site'
import type {RenderedMail} from '../../../netlify/functions/_shared/mail-templates/layout'

/** Every mail from one folder of templates, a text part and a phone-wide HTML part, links from site-links. */
const NASTY = '<b>&"'
const ESCAPED = '&lt;b&gt;&amp;&quot;'
const saved = process.env.SITE_URL
beforeAll(() => {
  process.env.SITE_URL = 'https://toolkit.example.com/'
})
afterAll(() => {
  process.env.SITE_URL = saved
})

/** What every mail's HTML part holds: one column for a phone, its subject as the title, no raw markup from values. */
function expectPhoneHtml(mail: RenderedMail) {
  expect(mail.html).toMatch(/^<!doctype html>/)
  expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">')
  expect(mail.html).toContain('max-width:560px')
  expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
  expect(mail.html).not.toContain(NASTY)
}
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))

const order = {id: 'stripe:pi_1', amountCents: 3700, currency: 'USD', coupon: null, demo: false}

describe('the layout', () => {
  it('renders paragraphs as text one blank line apart and as <p> with <br>, escaping every value', () => {
    const mail = renderMail(`Hello ${NASTY}`, [
      [`Dear ${NASTY}`, 'line two\nline three'],
      [['See', link('https://x.example/?a=1&b="2"', NASTY)]],
    ])
    expect(mail.text).toBe(`Dear ${NASTY}\nline two\nline three\n\nSee https://x.example/?a=1&b="2"`)
    expectPhoneHtml(mail)
    expect(mail.html).toContain(`Dear ${ESCAPED}<br>line two<br>line three</p>`)
    expect(mail.html).toContain(`See <a href="https://x.example/?a=1&amp;b=&quot;2&quot;"`)
    expect(mail.html).toContain(`>${ESCAPED}</a>`)
  })

  it('adds a footer to both parts (the text after a "--" line)', () => {
    const mail = withFooter(renderMail('S', [['Body']]), [['Stop:', link('https://x.example/u', 'Unsubscribe')]])
    expect(mail.text).toBe('Body\n\n--\nStop: https://x.example/u')
    expect(mail.html).toMatch(
      /<p style="[^"]*border-top[^"]*">Stop: <a href="https:\/\/x\.example\/u"[^>]*>Unsubscribe<\/a><\/p><\/div>/,
    )
  })
})

describe('the refund link mail', () => {
  it('carries the link that confirms the refund, how long it works, and that ignoring it refunds nothing', () => {
    const mail = refundLinkMail({ticket: 'head.body.sig'})
    expect(mail.subject).toBe('Your link to refund the Menopause Mastery Toolkit')
    expect(mail.text).toContain('https://toolkit.example.com/refund?ticket=head.body.sig')
    expect(mail.text).toContain(`It works for ${REFUND_LINK_MINUTES} minutes.`)
    expect(mail.text).toContain('nothing is refunded without it')
    expect(mail.html).toContain('href="https://toolkit.example.com/refund?ticket=head.body.sig"')
  })
})

describe('the URL builder', () => {
  it('builds every link on SITE_URL, with the query encoded and before a fragment', () => {
    expect(restoreLink('a b')).toBe('https://toolkit.example.com/checkout-success?restore=a+b')
    expect(refundLink('s3')).toBe('https://toolkit.example.com/refund?restore=s3')
    expect(refundTicketLink('t.k-1')).toBe('https://toolkit.example.com/refund?ticket=t.k-1')
    expect(ownerOrderLink('stripe:pi_1')).toBe('https://toolkit.example.com/owner/orders?order=stripe%3Api_1')
    expect(signInLink('tok')).toBe('https://toolkit.example.com/owner/sign-in?token=tok')
    expect(trackerRecoveryLink('c0de')).toBe('https://toolkit.example.com/toolkit?tracker-link=c0de#tracking')
    expect(reminderTargetLink('/toolkit#tracking')).toBe('https://toolkit.example.com/toolkit#tracking')
    expect(reminderMailConfirmLink('t.k')).toBe('https://toolkit.example.com/confirm-reminder-email?token=t.k')
    expect(unsubscribeLinksFor('rm.x')).toEqual({
      oneClickUrl: 'https://toolkit.example.com/api/unsubscribe?token=rm.x',
      pageUrl: 'https://toolkit.example.com/unsubscribe?token=rm.x',
    })
  })
})

describe('the templates', () => {
  it('receipt: amount, order, the restore and refund links from the builder', () => {
    const mail = receiptMail({order: {...order, coupon: NASTY, demo: true}, secret: 'sec', refundDeadline: null})
    expect(mail.subject).toBe('Your Menopause Mastery Toolkit receipt')
    expect(mail.text).toMatch(
      /^DEMO PURCHASE: made on the test checkout, no money moved\.\n\nThank you for your purchase/,
    )
    expect(mail.text).toContain(`Amount paid: $37.00 USD (coupon ${NASTY})\nOrder: stripe:pi_1`)
    expect(mail.text).toContain(`use this link:\n${restoreLink('sec')}\n\n`)
    expect(mail.text).toContain(`no questions asked:\n${refundLink('sec')}\n\nKeep this email`)
    expectPhoneHtml(mail)
    expect(mail.html).toContain(`(coupon ${ESCAPED})`)
    expect(hrefs(mail.html)).toEqual([restoreLink('sec'), refundLink('sec')])
  })

  it('receipt: the last moment of Try It On in words, in UTC and saying so (her time zone is unknown)', () => {
    const mail = receiptMail({order, secret: 'sec', refundDeadline: new Date('2026-12-11T15:04:05.000Z')})
    expect(mail.text).toContain(
      'refund yourself within 14 days (until December 11, 2026 at 3:04 PM UTC), no questions asked:',
    )
  })

  it('refund confirmation: by provider, no links', () => {
    const mail = refundMail({order: {...order, provider: 'paypal'}})
    expect(mail.subject).toBe('Your Menopause Mastery Toolkit refund')
    expect(mail.text).toContain('back to the card or PayPal account you paid with')
    expect(refundMail({order: {...order, provider: 'demo'}}).text).toContain(
      'This was a demo purchase: no money moved.',
    )
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual([])
  })

  it('guide: the guide link', () => {
    const mail = survivalGuideMail({guideUrl: 'https://cdn.example/guide.pdf?x=1&y=2'})
    expect(mail.text).toBe(
      'Thank you for asking for the Menopause Survival Guide.\n\nRead it here: https://cdn.example/guide.pdf?x=1&y=2\n\nIt is general information, not medical advice: talk to your healthcare provider before changing supplements or medicines.',
    )
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual(['https://cdn.example/guide.pdf?x=1&y=2'])
  })

  it('reminder and test reminder: title, body and the target link; user text escaped', () => {
    const payload = {title: `Walk ${NASTY}`, body: `Outside ${NASTY}`, url: '/toolkit#tracking', tag: 't'}
    const mail = reminderMail(payload)
    expect(mail.subject).toBe(`Reminder: Walk ${NASTY}`)
    expect(mail.text).toContain(
      `Walk ${NASTY}\n\nOutside ${NASTY}\n\nOpen it here: ${reminderTargetLink('/toolkit#tracking')}`,
    )
    expect(mail.text).toContain('Reminders are not medical advice.')
    expectPhoneHtml(mail)
    expect(mail.html).toContain(`Outside ${ESCAPED}`)
    expect(hrefs(mail.html)).toEqual(['https://toolkit.example.com/toolkit#tracking'])
    expect(reminderMail(payload, {test: true}).subject).toBe('Test reminder: your daily reminders reach this address')
  })

  it('reminder address confirmation: the confirmation link from the builder, and "this wasn\'t me"', () => {
    const notMeUrl = 'https://toolkit.example.com/unsubscribe?token=nm.x'
    const mail = reminderConfirmMail({token: 'head.body.sig', notMeUrl})
    expect(mail.subject).toBe('Confirm your daily reminder emails')
    expect(mail.text).toContain(`within 48 hours:\n${reminderMailConfirmLink('head.body.sig')}\n\n`)
    // DECISIONS 47: the address that did not ask says so with one click.
    expect(mail.text).toContain(`tell us with one click:\n${notMeUrl}`)
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual([reminderMailConfirmLink('head.body.sig'), notMeUrl])
  })

  it('sign-in link: the one-time link from the builder', () => {
    const mail = signInLinkMail({token: 'tok_1'})
    expect(mail.subject).toBe('Your sign-in link to the back office')
    expect(mail.text).toBe(
      `Here is your link to the Menopause Mastery Toolkit back office:

${signInLink('tok_1')}

It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nobody can sign in without it.`,
    )
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual([signInLink('tok_1')])
  })

  it('tracker key recovery: the one-time link from the builder', () => {
    const mail = trackerKeyRecoveryMail({code: 'c0de'})
    expect(mail.subject).toBe('Open your symptom tracker in this browser')
    expect(mail.text).toContain(`within 60 minutes:\n${trackerRecoveryLink('c0de')}\n\nThe link works once.`)
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual([trackerRecoveryLink('c0de')])
  })

  it('contact message: her name, address, subject and message, escaped in HTML', () => {
    const mail = contactMail({name: NASTY, email: 'ann@example.com', subject: NASTY, message: `Hi\n${NASTY}`})
    expect(mail.subject).toBe(`Contact form: ${NASTY}`)
    expect(mail.text).toBe(`From: ${NASTY} <ann@example.com>\nSubject: ${NASTY}\n\nHi\n${NASTY}`)
    expectPhoneHtml(mail)
    expect(mail.html).toContain(`From: ${ESCAPED} &lt;ann@example.com&gt;<br>Subject: ${ESCAPED}</p>`)
    expect(mail.html).toContain(`Hi<br>${ESCAPED}</p>`)
  })

  it.each([
    ['sale', {kind: 'sale', order: {...order, email: NASTY}}, `New sale: $37.00 USD from ${NASTY}`],
    [
      'refund',
      {kind: 'refund', order: {...order, email: NASTY, demo: true}, by: 'purchaser', reason: NASTY},
      `Refund (demo): $37.00 USD to ${NASTY}`,
    ],
    [
      'dispute',
      {kind: 'dispute', order: {...order, email: NASTY}, by: 'paypal'},
      `Dispute opened: $37.00 USD from ${NASTY}`,
    ],
    ['refund request', {kind: 'refund-request', order: {...order, email: NASTY}}, `Refund request: ${NASTY}`],
  ] as const)('coach notice of a %s: what happened and the order link from the builder', (_, event, subject) => {
    const mail = coachNoticeMail(event)
    expect(mail.subject).toBe(subject)
    expect(
      mail.text.endsWith(`

Open the order in your back office:
${ownerOrderLink('stripe:pi_1')}`),
    ).toBe(true)
    expectPhoneHtml(mail)
    expect(hrefs(mail.html)).toEqual([ownerOrderLink('stripe:pi_1')])
  })
})
