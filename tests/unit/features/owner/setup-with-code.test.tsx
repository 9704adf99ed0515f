import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {SetupWithCode} from '../../../../src/features/owner/components/setup-screen'
import {OWNER_API, SETUP_CODE_HEADER} from '../../../../src/config/owner'
import type {SetupAnswer} from '../../../../src/lib/api-contract/owner-answers'

const CODE = 'my-own-setup-code-7f3a'
const ANSWER: SetupAnswer = {
  context: 'production',
  steps: [
    {id: 'mail', title: 'Mail', done: false, action: 'Set SMTP_URL.', values: [], settings: [], note: null},
    {id: 'coach', title: 'You', done: true, action: 'Set COACH_EMAIL.', values: [], settings: [], note: null},
  ],
}

/** The Setup function as the page calls it: the steps for the right code in its header, 401 for any other. */
function serveSetup() {
  const calls: Array<{url: string; code: string | null}> = []
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const code = new Headers(init?.headers).get(SETUP_CODE_HEADER)
    calls.push({url: String(input), code})
    return code === CODE
      ? Response.json(ANSWER)
      : Response.json({error: 'Please sign in to the back office.', code: 'owner_session_required'}, {status: 401})
  }) as typeof fetch
  return calls
}

it('before mail works, the setup code she set opens the steps; a wrong one says what to check', async () => {
  const calls = serveSetup()
  const user = userEvent.setup()
  render(<SetupWithCode />)
  expect(screen.getByRole('heading', {name: 'Mail not working yet?'})).toBeInTheDocument()
  const field = screen.getByLabelText('Setup code')
  await user.type(field, 'not-the-code-at-all')
  await user.click(screen.getByRole('button', {name: 'Open Setup'}))
  expect(await screen.findByRole('alert')).toHaveTextContent('That code does not open Setup. Check SETUP_CODE')

  await user.clear(field)
  await user.type(field, `${CODE}{Enter}`)
  expect(await screen.findByText('1 of 2 steps done')).toBeInTheDocument()
  expect(screen.getByRole('heading', {name: 'Mail To do'})).toBeInTheDocument()
  expect(calls).toEqual([
    {url: OWNER_API.setup, code: 'not-the-code-at-all'},
    {url: OWNER_API.setup, code: CODE},
  ])
})
