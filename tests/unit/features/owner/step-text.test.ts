import {SETUP_STEPS} from '../../../../src/config/settings'
import {stepParts} from '../../../../src/features/owner/logic/step-text'
import {deployPlaces} from '../../../../src/lib/settings/deploy-places'

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

  it('links no address without a host', () => {
    expect(stepParts('Copy it (it starts https://) into SITE_URL.')).toEqual([
      {kind: 'text', text: 'Copy it (it starts https://) into SITE_URL.'},
    ])
  })

  it('ends a link in brackets before the bracket and the full stop after it', () => {
    expect(stepParts('in Netlify (https://app.netlify.com/projects/amy/configuration/env).')).toEqual([
      {kind: 'text', text: 'in Netlify ('},
      {kind: 'link', text: 'https://app.netlify.com/projects/amy/configuration/env'},
      {kind: 'text', text: ').'},
    ])
  })

  it.each([
    ['a local run', {}],
    ['a deploy', {SITE_NAME: 'amy-menopause', URL: 'https://amy-menopause.com', SANITY_PROJECT_ID: 'abc123xy'}],
  ])('on %s, every step names at least one page to open, and none asks for a command', (_, env) => {
    const at = deployPlaces(env)
    for (const step of SETUP_STEPS.filter(
      (candidate) => !['local', 'coach', 'access', 'mail'].includes(candidate.id),
    )) {
      const parts = stepParts(step.action(at))
      expect(`${step.id}: ${parts.some((part) => part.kind === 'link')}`).toBe(`${step.id}: ${step.id !== 'push'}`)
    }
    // The content is imported by the next deploy, and the reminder keys made on the Setup page itself: no terminal.
    expect(
      SETUP_STEPS.filter((step) => stepParts(step.action(at)).some((part) => part.kind === 'code')).map(
        (step) => step.id,
      ),
    ).toEqual([])
  })
})
