import type {JWTPayload} from 'jose'
import {contextTickets} from '../../../netlify/functions/_shared/context-tickets'

process.env.ACCESS_TOKEN_SECRET = 'context-tickets-test-secret-0123456789abcdef'

const read = (payload: JWTPayload) => (typeof payload.oid === 'string' ? {oid: payload.oid} : null)
const refund = contextTickets('refund-link', {issuer: 'test/refund', lifetimeSeconds: 60, read})
/** The same issuer and claims under another purpose's key: only the key tells the two apart. */
const confirm = contextTickets('reminder-mail-confirm', {issuer: 'test/refund', lifetimeSeconds: 60, read})

describe('contextTickets', () => {
  const now = new Date('2026-05-01T10:00:00Z')

  it('a ticket verifies for its own purpose and context, within its lifetime', async () => {
    const ticket = await refund.sign({oid: 'order-1'}, now, 'production')
    expect(await refund.check(ticket, new Date(now.getTime() + 59_000), 'production')).toEqual({
      claims: {oid: 'order-1'},
    })
  })

  it('another purpose, another deploy context or a later time does not take it', async () => {
    const ticket = await refund.sign({oid: 'order-1'}, now, 'production')
    expect(await confirm.check(ticket, now, 'production')).toEqual({reason: 'invalid'})
    expect(await refund.check(ticket, now, 'deploy-preview')).toEqual({reason: 'invalid'})
    expect(await refund.check(ticket, new Date(now.getTime() + 61_000), 'production')).toEqual({reason: 'expired'})
  })

  it('claims without the shape its purpose signs are invalid, as is a token that is not one', async () => {
    const shapeless = contextTickets('refund-link', {issuer: 'test/refund', lifetimeSeconds: 60, read: () => ({})})
    const ticket = await shapeless.sign({}, now, 'production')
    expect(await refund.check(ticket, now, 'production')).toEqual({reason: 'invalid'})
    expect(await refund.check('not-a-ticket', now, 'production')).toEqual({reason: 'invalid'})
  })
})
