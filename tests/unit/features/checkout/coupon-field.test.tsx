import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {useState} from 'react'
import {Toaster} from '../../../../src/components/ui/toaster'
import type {AppliedCoupon} from '../../../../src/features/checkout/api'
import {CouponField} from '../../../../src/features/checkout/components/coupon-field'

/** The network as the coupons function answers: SAVE10 is known, BROKEN fails on the server, the rest are unknown. */
const requests: unknown[] = []
beforeAll(() => {
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const {code} = JSON.parse(String(init?.body))
    requests.push(code)
    if (code === 'SAVE10') return Response.json({code, amountOff: 10, total: 27})
    if (code === 'BROKEN') return Response.json({error: 'Something went wrong on our side.'}, {status: 500})
    return Response.json({error: 'Please check your coupon code and try again.', code: 'invalid_coupon'}, {status: 404})
  }) as typeof fetch
})
beforeEach(() => (requests.length = 0))

function Harness() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null)
  return (
    <>
      <CouponField applied={applied} onApply={setApplied} onRemove={() => setApplied(null)} />
      <Toaster />
    </>
  )
}

const toastTitle = (text: string) => screen.findAllByText(text, {exact: true})

/** Renders the field and opens it with its link, as a visitor does; the user to go on with. */
async function openCouponField() {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByText('Have a coupon code?'))
  return user
}

it('opens with the link, cancels, and refuses an empty code without a request', async () => {
  const user = await openCouponField()
  expect(screen.getByRole('button', {name: 'Apply'})).toBeDisabled()
  await user.type(screen.getByLabelText('Coupon code'), '   {Enter}')
  expect(await toastTitle('Please enter a coupon code')).not.toHaveLength(0)
  expect(requests).toEqual([])
  await user.click(screen.getByRole('button', {name: 'Cancel'}))
  expect(screen.getByText('Have a coupon code?').closest('details')).not.toHaveAttribute('open')
  expect(screen.getByText('Have a coupon code?')).toHaveFocus()
  expect(screen.getByLabelText('Coupon code')).toHaveValue('')
})

it('opens as the browser opens a disclosure, and the field then takes focus to type in', async () => {
  const user = await openCouponField()
  expect(screen.getByText('Have a coupon code?').closest('details')).toHaveAttribute('open')
  expect(screen.getByLabelText('Coupon code')).toHaveFocus()
  await user.keyboard('welcome15')
  expect(screen.getByLabelText('Coupon code')).toHaveValue('WELCOME15')
})

it('upper-cases the code, applies with Enter, and removes', async () => {
  const user = await openCouponField()
  await user.type(screen.getByLabelText('Coupon code'), 'save10{Enter}')
  // Title and description, like the other toasts.
  expect(await toastTitle('Coupon Applied!')).not.toHaveLength(0)
  expect(await toastTitle('You saved $10')).not.toHaveLength(0)
  expect(requests).toEqual(['SAVE10'])
  expect(screen.getByText('Coupon SAVE10 applied')).toBeInTheDocument()
  await user.click(screen.getByRole('button', {name: 'Remove'}))
  expect(await toastTitle('Coupon Removed')).not.toHaveLength(0)
})

it('says which failure happened: unknown code or a lookup error', async () => {
  const user = await openCouponField()
  await user.type(screen.getByLabelText('Coupon code'), 'nope{Enter}')
  expect(await toastTitle('Invalid Coupon Code')).not.toHaveLength(0)
  expect((await screen.findAllByText('Please check your coupon code and try again.')).length).toBeGreaterThan(0)
  await user.clear(screen.getByLabelText('Coupon code'))
  await user.type(screen.getByLabelText('Coupon code'), 'broken{Enter}')
  expect(await toastTitle('Error applying coupon')).not.toHaveLength(0)
})
