import assert from 'node:assert/strict'
import {describe, it} from 'node:test'
import type {SanityDocument} from 'sanity'
import {validateDataset} from './support/validate-dataset'

const coupon = (id: string, fields: Record<string, unknown>) =>
  ({_id: id, _type: 'coupon', _createdAt: '', _updatedAt: '', _rev: '', ...fields}) as SanityDocument

describe('coupon documents (DECISIONS 41)', () => {
  it('accepts a coupon with a code, dollars off, a start before its end and a switch', async () => {
    const documents = [
      coupon('coupon-spring', {
        code: 'SPRING10',
        dollarsOff: 10,
        startsAt: '2027-03-01T00:00:00Z',
        endsAt: '2027-03-31T23:59:00Z',
        active: true,
      }),
      coupon('coupon-open', {code: 'OPEN-5', dollarsOff: 5.5, active: false}),
    ]
    assert.deepEqual(await validateDataset(documents), [])
  })

  it('names each mistake the coach can make', async () => {
    const documents = [
      coupon('coupon-backwards', {
        code: 'BACKWARDS',
        dollarsOff: 10,
        startsAt: '2027-03-31T00:00:00Z',
        endsAt: '2027-03-01T00:00:00Z',
        active: true,
      }),
      coupon('coupon-spaces', {code: 'TWO WORDS', dollarsOff: 10, active: true}),
      coupon('coupon-free', {code: 'FREE', dollarsOff: 37, active: true}),
      coupon('coupon-twin-a', {code: 'TWIN', dollarsOff: 5, active: true}),
      coupon('coupon-twin-b', {code: 'twin', dollarsOff: 6, active: true}),
      coupon('coupon-bare', {}),
    ]
    assert.deepEqual((await validateDataset(documents)).sort(), [
      'coupon-backwards error ["endsAt"]: The end must come after the start.',
      'coupon-bare error ["active"]: Say whether the coupon is active.',
      'coupon-bare error ["code"]: Add the code: 3 to 32 letters, digits, - or _ (no spaces).',
      'coupon-bare error ["dollarsOff"]: Give the dollars off: more than 0 and at most $36, so the toolkit still costs at least $1.',
      'coupon-free error ["dollarsOff"]: Give the dollars off: more than 0 and at most $36, so the toolkit still costs at least $1.',
      'coupon-spaces error ["code"]: Add the code: 3 to 32 letters, digits, - or _ (no spaces).',
      'coupon-twin-a error ["code"]: Another coupon already has this code: a buyer could not tell which applies.',
      'coupon-twin-b error ["code"]: Another coupon already has this code: a buyer could not tell which applies.',
    ])
  })
})
