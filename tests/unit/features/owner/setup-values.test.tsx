import {render, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {SetupWithCode} from '../../../../src/features/owner/components/setup-screen'
import {SETUP_STEPS} from '../../../../src/config/settings'
import type {SetupAnswer} from '../../../../src/lib/api-contract/owner-answers'
import {deployPlaces} from '../../../../src/lib/settings/deploy-places'

/** Every step to do, as the Setup function answers it on a deploy named amy-menopause. */
const at = deployPlaces({SITE_NAME: 'amy-menopause', URL: 'https://amy-menopause.com', SANITY_PROJECT_ID: 'abc123xy'})
const ANSWER: SetupAnswer = {
  context: 'production',
  steps: SETUP_STEPS.filter((step) => step.id !== 'local').map((step) => ({
    id: step.id,
    title: step.title,
    done: false,
    action: step.action(at),
    values: step.values?.(at) ?? [],
    settings: [],
    note: null,
  })),
}

async function openSetup() {
  global.fetch = (async () => Response.json(ANSWER)) as typeof fetch
  const user = userEvent.setup()
  render(<SetupWithCode />)
  await user.type(screen.getByLabelText('Setup code'), 'my-own-setup-code-7f3a{Enter}')
  await screen.findByText(`0 of ${ANSWER.steps.length} steps done`)
  return user
}
const stepOf = (title: string) => screen.getByRole('heading', {name: `${title} To do`}).closest('li')!

describe('the Setup steps on a deploy', () => {
  it('shows each value to paste with its own Copy button, and copies it', async () => {
    const user = await openSetup()
    const writes: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {writeText: async (text: string) => void writes.push(text)},
    })
    const stripe = stepOf('Stripe keys and webhook')
    const address = 'https://amy-menopause.com/api/stripe-webhook'
    expect(within(stripe).getByText('Webhook address')).toBeInTheDocument()
    expect(within(stripe).getByText(address, {selector: 'code'})).toBeInTheDocument()
    await user.click(within(stripe).getByRole('button', {name: `Copy ${address}`}))
    expect(writes).toEqual([address])
    expect(within(stripe).getByRole('button', {name: 'Copy charge.dispute.closed'})).toBeInTheDocument()
    expect(within(stepOf('PayPal')).getByRole('button', {name: 'Copy https://api-m.paypal.com'})).toBeInTheDocument()
    // The provider pages of this very site are links that open beside the checklist.
    expect(
      within(stepOf('Build hook')).getByRole('link', {
        name: 'https://app.netlify.com/projects/amy-menopause/configuration/deploys#build-hooks',
      }),
    ).toHaveAttribute('target', '_blank')
  })

  it('shows no step with raw backticks or a place to fill in', async () => {
    await openSetup()
    for (const step of screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'))) {
      expect(step.textContent).not.toContain('`')
      expect(step.textContent).not.toContain('<your site>')
    }
  })
})
