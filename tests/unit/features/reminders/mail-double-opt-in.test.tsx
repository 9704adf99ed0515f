import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Toaster} from '../../../../src/components/ui/toaster'
import {ConfirmMailPanel} from '../../../../src/features/reminders/components/confirm-mail-panel'
import {PushPanel} from '../../../../src/features/reminders/components/push-panel'
import {defaultReminders} from '../../../../src/lib/reminders/logic'
import {API, ERROR_CODES} from '../../../../src/lib/api-contract'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

/** See DECISIONS 39. A reminder address is "on" only once the server has it confirmed from the mailed link. */
const DEFAULTS = defaultReminders([
  {reminderId: '1', time: '08:00', type: 'morning-checkin', title: 'Good Morning!', body: 'Check in'},
])
type Answer = {status: number; body: unknown}
/** The server as the page sees it: one answer per call, in order; the calls are kept. */
function server(...answers: Answer[]) {
  const calls: Array<{url: string; body: unknown; authorization: string | null}> = []
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get('Authorization')
    calls.push({url, body: init?.body ? JSON.parse(String(init.body)) : null, authorization})
    const answer = answers.shift() ?? {status: 500, body: {error: 'unexpected call'}}
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: {'content-type': 'application/json'},
    })
  }) as unknown as typeof fetch
  return calls
}
const EMAIL = 'her@example.com'

describe('the reminders page with reminder emails pending (no push in this browser)', () => {
  // Her access token, as this browser keeps it: every call carries it (src/lib/access/access-api.ts).
  beforeEach(() => {
    localStorage.clear()
    localStorage.setItem(STORAGE_KEYS.accessToken, 'her-token')
  })

  it('asking for reminder emails says "check your inbox to confirm", lists no reminder, and rechecks on demand', async () => {
    const user = userEvent.setup()
    const calls = server(
      {status: 202, body: {confirmed: false, pending: true, endpoint: `mailto:${EMAIL}`}},
      {status: 200, body: {confirmed: false, pending: true}},
      {status: 200, body: {confirmed: true, pending: false}},
    )
    render(
      <>
        <PushPanel defaults={DEFAULTS} />
        <Toaster />
      </>,
    )
    await user.type(await screen.findByLabelText('Your email address'), EMAIL)
    await user.click(screen.getByRole('button', {name: 'Send My Reminders by Email'}))

    expect(await screen.findByRole('heading', {name: 'Check Your Inbox to Confirm'})).toBeVisible()
    expect(screen.getByText(/We sent a confirmation link to her@example\.com\./)).toBeVisible()
    expect(screen.queryByRole('switch')).toBeNull()
    expect(screen.queryByText(/Reminder Emails On/)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.reminderMail)).toBe(`mailto:${EMAIL}`)
    expect(calls[0]).toEqual({
      url: API.reminderMail.path,
      body: {action: 'subscribe', email: EMAIL},
      authorization: 'Bearer her-token',
    })

    // Not confirmed yet: still pending, and she is told so.
    await user.click(screen.getByRole('button', {name: 'I Have Confirmed My Address'}))
    expect(await screen.findByText(/Your address is not confirmed yet/)).toBeVisible()
    expect(screen.getByRole('heading', {name: 'Check Your Inbox to Confirm'})).toBeVisible()

    // Confirmed on the server: now her reminders are listed, sent to that address.
    await user.click(screen.getByRole('button', {name: 'I Have Confirmed My Address'}))
    expect(await screen.findByText(`Your reminders are sent by email to ${EMAIL}, at your local time.`)).toBeVisible()
    expect(screen.getAllByRole('switch')).toHaveLength(1)
    expect(calls.slice(1).map(({body, authorization}) => ({body, authorization}))).toEqual([
      {body: {action: 'status', endpoint: `mailto:${EMAIL}`}, authorization: 'Bearer her-token'},
      {body: {action: 'status', endpoint: `mailto:${EMAIL}`}, authorization: 'Bearer her-token'},
    ])
  })

  it('a pending address stays pending after a reload: the page asks the server', async () => {
    localStorage.setItem(STORAGE_KEYS.reminderMail, `mailto:${EMAIL}`)
    server({status: 200, body: {confirmed: false, pending: true}})
    render(<PushPanel defaults={DEFAULTS} />)
    expect(await screen.findByRole('heading', {name: 'Check Your Inbox to Confirm'})).toBeVisible()
    expect(screen.queryByRole('switch')).toBeNull()
  })
})

describe('the confirmation page', () => {
  it.each([
    [{status: 200, body: {confirmed: true}}, 'Your address is confirmed: your reminder emails are on.'],
    [{status: 410, body: {error: 'x', code: ERROR_CODES.reminderLinkExpired}}, 'This confirmation link has expired.'],
    [{status: 409, body: {error: 'x', code: ERROR_CODES.reminderLinkUsed}}, 'This confirmation link was already used'],
    [{status: 400, body: {error: 'x', code: ERROR_CODES.reminderLinkInvalid}}, 'This confirmation link is not valid.'],
    [{status: 503, body: {error: 'x'}}, 'We could not confirm your address just now.'],
  ])('posts the token of the link and says what happened (%o)', async (answer, said) => {
    const calls = server(answer)
    render(<ConfirmMailPanel search="?token=head.body.sig" />)
    expect(await screen.findByText((text) => text.startsWith(said))).toBeVisible()
    // The link is the proof: no access token goes with it (DECISIONS 39).
    expect(calls).toEqual([{url: API.reminderMailConfirm.path, body: {token: 'head.body.sig'}, authorization: null}])
    expect(screen.getByRole('link', {name: 'Go to Your Reminders'})).toHaveAttribute('href', '/wellness-reminders')
  })

  it('a link without a token is not valid, and nothing is asked', async () => {
    const calls = server()
    render(<ConfirmMailPanel search="" />)
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeVisible()
    expect(calls).toEqual([])
  })
})
