import {TEST_REVIEWER_CODE} from '../../support/reviewer-code'
import {signAccessToken} from '../../../netlify/functions/_shared/access-token'
import {orderIdOf, purchaseOwnerId} from '../../../netlify/functions/_shared/owner-id'
import {requireDataOwner} from '../../../netlify/functions/_shared/require-access'

process.env.ACCESS_TOKEN_SECRET = 'owner-id-test-secret-0123456789abcdef'
process.env.REVIEWER_CODES = TEST_REVIEWER_CODE

const ownerOf = async (token: string) => {
  const check = await requireDataOwner(new Request('http://localhost/', {headers: {Authorization: `Bearer ${token}`}}))
  return check.owner
}

describe('the one owner id of what she stores (DECISIONS 47)', () => {
  it('every token of one purchase names her order: a renewed token and a second browser reach the same things', async () => {
    const first = await signAccessToken({role: 'purchaser', purchaseId: 'stripe:pi_one'}, undefined, new Date())
    const renewed = await signAccessToken(
      {role: 'purchaser', purchaseId: 'stripe:pi_one'},
      undefined,
      new Date(Date.now() + 60_000),
    )
    expect(first).not.toBe(renewed)
    expect(await ownerOf(first)).toBe(purchaseOwnerId('stripe:pi_one'))
    expect(await ownerOf(renewed)).toBe(purchaseOwnerId('stripe:pi_one'))
    // The order is read back from the owner id (an assessment counts in the report under it), ids with colons too.
    expect(orderIdOf((await ownerOf(renewed))!)).toBe('stripe:pi_one')
  })

  it('a reviewer token names no order: its things are its own, apart from another reviewer and every order', async () => {
    const one = await signAccessToken({role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE}, undefined, new Date())
    const two = await signAccessToken(
      {role: 'reviewer', reviewerCode: TEST_REVIEWER_CODE},
      undefined,
      new Date(Date.now() + 60_000),
    )
    const [a, b] = [await ownerOf(one), await ownerOf(two)]
    expect(a).toMatch(/^token:[0-9a-f]{64}$/)
    expect(b).toMatch(/^token:[0-9a-f]{64}$/)
    expect(a).not.toBe(b)
    // The id is a hash: the token itself (a credential) is never what is stored.
    expect(a).not.toContain(one)
    // No order: what a reviewer stores never counts as a purchaser's in the report.
    expect(orderIdOf(a!)).toBeNull()
  })

  it('a token this deploy did not sign has no owner id', async () => {
    expect(await ownerOf('not.a.token')).toBeUndefined()
  })
})
