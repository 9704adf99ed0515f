import {SETUP_STEPS} from '../../../../src/config/settings'
import {stepParts} from '../../../../src/features/owner/logic/step-text'

describe('a Setup step as she reads it', () => {
  it('turns provider pages into links, keeps addresses to fill in as text, and shows a command as code', () => {
    expect(
      stepParts(
        'At https://dashboard.stripe.com/webhooks add https://<your site>/api/stripe-webhook. Run `npm run content:import` once.',
      ),
    ).toEqual([
      {kind: 'text', text: 'At '},
      {kind: 'link', text: 'https://dashboard.stripe.com/webhooks'},
      {kind: 'text', text: ' add https://<your site>/api/stripe-webhook. Run '},
      {kind: 'code', text: 'npm run content:import'},
      {kind: 'text', text: ' once.'},
    ])
  })

  it('every step names at least one page to open, and only the content import asks for a command', () => {
    for (const step of SETUP_STEPS.filter(
      (candidate) => !['local', 'coach', 'access', 'mail'].includes(candidate.id),
    )) {
      const parts = stepParts(step.action)
      expect(`${step.id}: ${parts.some((part) => part.kind === 'link')}`).toBe(
        `${step.id}: ${step.id !== 'content' && step.id !== 'push'}`,
      )
    }
    // The reminder keys are made on the Setup page itself (its key maker): no terminal.
    expect(
      SETUP_STEPS.filter((step) => stepParts(step.action).some((part) => part.kind === 'code')).map((step) => step.id),
    ).toEqual(['content'])
  })
})
