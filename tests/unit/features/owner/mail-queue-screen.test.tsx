import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {MailQueueScreen} from '../../../../src/features/owner/components/mail-queue-screen'
import type {DeadMail, MailQueueAnswer} from '../../../../src/lib/api-contract/owner-answers'

const dead: DeadMail = {
  id: 'a'.repeat(64),
  kind: 'receipt',
  to: 'jane@example.com',
  subject: 'Your Menopause Mastery Toolkit receipt',
  attempts: 8,
  queuedAt: '2026-03-04T10:00:00.000Z',
  deadAt: '2026-03-04T12:05:00.000Z',
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
}

/** The back office's API as the screen calls it: the queue, then the retry, then the queue again. */
function api(answers: {queue: MailQueueAnswer[]; retry: unknown}) {
  const queue = [...answers.queue]
  return jest.fn(async (_url: string, init?: RequestInit) => {
    const body = init?.method === 'POST' ? answers.retry : queue.length > 1 ? queue.shift() : queue[0]
    return new Response(JSON.stringify(body), {status: 200})
  })
}

describe('MailQueueScreen', () => {
  it('shows how many mails wait and each mail given up on; “Try again” retries it and says it was sent', async () => {
    const fetchMock = api({
      queue: [
        {queued: 2, dead: [dead]},
        {queued: 2, dead: []},
      ],
      retry: {result: 'sent'},
    })
    global.fetch = fetchMock as unknown as typeof fetch
    render(<MailQueueScreen />)
    expect(await screen.findByText('2 mails are waiting to be sent again (tried automatically).')).toBeInTheDocument()
    expect(
      screen.getByRole('row', {name: /Purchase receipt jane@example\.com .* 8 Error: connect ECONNREFUSED/}),
    ).toBeInTheDocument()

    await userEvent.click(
      screen.getByRole('button', {name: 'Try again: “Your Menopause Mastery Toolkit receipt” to jane@example.com'}),
    )
    // The row leaves with the pressed button: focus goes to what happened.
    expect(await screen.findByText('Sent to jane@example.com.')).toHaveFocus()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/owner/mail-queue',
      expect.objectContaining({method: 'POST', body: JSON.stringify({action: 'retry', id: dead.id})}),
    )
    expect(await screen.findByText('No mail has been given up on.')).toBeInTheDocument()
  })
})
