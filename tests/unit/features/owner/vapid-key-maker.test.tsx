import {webcrypto} from 'node:crypto'
import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {SetupWithCode} from '../../../../src/features/owner/components/setup-screen'
import {SETUP_STEPS} from '../../../../src/config/settings'
import {deployPlaces} from '../../../../src/lib/settings/deploy-places'
import type {SetupAnswer} from '../../../../src/lib/api-contract/owner-answers'

const CODE = 'my-own-setup-code-7f3a'
const push = SETUP_STEPS.find((step) => step.id === 'push')!
const answer = (done: boolean): SetupAnswer => ({
  context: 'deploy-preview',
  steps: [
    {id: 'push', title: push.title, done, action: push.action(deployPlaces({})), values: [], settings: [], note: null},
  ],
})

/** The steps as the Setup function answers them, opened with the setup code. */
async function openSetup(done: boolean) {
  global.fetch = (async () => Response.json(answer(done))) as typeof fetch
  const user = userEvent.setup()
  render(<SetupWithCode />)
  await user.type(screen.getByLabelText('Setup code'), `${CODE}{Enter}`)
  return {user, step: await screen.findByRole('listitem')}
}

describe('the Reminder (VAPID) keys step', () => {
  const jsdomSubtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle')
  // jsdom has no crypto.subtle: the page gets Node's WebCrypto, the same API a browser gives it.
  beforeEach(() => Object.defineProperty(globalThis.crypto, 'subtle', {configurable: true, value: webcrypto.subtle}))
  afterEach(() => {
    if (jsdomSubtle) Object.defineProperty(globalThis.crypto, 'subtle', jsdomSubtle)
    else delete (globalThis.crypto as {subtle?: SubtleCrypto}).subtle
  })

  it('asks for no terminal: a button makes the pair in the browser, each key shown with its Copy button', async () => {
    const {user, step} = await openSetup(false)
    expect(step).not.toHaveTextContent('npx')
    expect(step).toHaveTextContent('Next: Press “Make a new key pair” below')
    expect(within(step).getByRole('status')).toBeEmptyDOMElement()
    await user.click(within(step).getByRole('button', {name: 'Make a new key pair'}))

    expect(await within(step).findByText('A new key pair is below: copy each key into its setting.')).toHaveAttribute(
      'role',
      'status',
    )
    const [publicKey, privateKey] = within(step)
      .getAllByRole('definition')
      .map((value) => within(value).getByText(/./, {selector: 'code'}).textContent)
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect(privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(
      within(step)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Public key: VAPID_PUBLIC_KEY', 'Private key (secret): VAPID_PRIVATE_KEY'])
    // The buttons name the setting, not the secret itself (their name is read aloud).
    await user.click(within(step).getByRole('button', {name: 'Copy the new VAPID_PRIVATE_KEY'}))
    expect(await navigator.clipboard.readText()).toBe(privateKey)
    expect(within(step).getByRole('button', {name: 'Copy the new VAPID_PUBLIC_KEY'})).toBeInTheDocument()
    expect(step).toHaveTextContent(
      'Paste each key into its setting in Netlify → Site configuration → Environment variables, then deploy again.',
    )
    expect(step).toHaveTextContent('nothing is sent to the server')
    expect(step).toHaveTextContent('The private key is a secret and is shown only here')
    expect(step).toHaveTextContent('with new keys, reminders stop in every browser until she turns them on again')

    // Each press makes another pair, whose Copy buttons have copied nothing yet.
    await user.click(within(step).getByRole('button', {name: 'Make a new key pair'}))
    await waitFor(() => expect(within(step).getAllByRole('definition')[0]).not.toHaveTextContent(publicKey!))
    expect(within(step).getAllByRole('button', {name: /^Copy the new VAPID_/})).toHaveLength(2)
  })

  it('says what to do where the browser cannot make keys (no WebCrypto off https)', async () => {
    Object.defineProperty(globalThis.crypto, 'subtle', {configurable: true, value: undefined})
    const {user, step} = await openSetup(false)
    await user.click(within(step).getByRole('button', {name: 'Make a new key pair'}))
    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'This browser could not make keys. Open this page at your site’s https:// address',
    )
    expect(within(step).queryByRole('definition')).toBeNull()
  })

  it('offers no new pair once the keys are set: new keys would end every browser’s reminders', async () => {
    const {step} = await openSetup(true)
    expect(within(step).queryByRole('button', {name: 'Make a new key pair'})).toBeNull()
  })
})
