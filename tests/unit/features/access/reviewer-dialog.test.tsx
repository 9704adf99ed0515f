import {fireEvent, render, screen} from '@testing-library/react'
import {ReviewerDialog} from '../../../../src/features/access/components/reviewer-dialog'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

/** What the reviewer dialog says for each answer of /api/reviewer-access (the bodies the function sends). */
describe('ReviewerDialog', () => {
  const serverSays = (status: number, body: object) => {
    global.fetch = (async () => Response.json(body, {status})) as typeof fetch
  }
  const submit = async (code: string) => {
    render(<ReviewerDialog open onOpenChange={() => undefined} />)
    fireEvent.change(screen.getByLabelText('Reviewer code'), {target: {value: code}})
    fireEvent.click(screen.getByRole('button', {name: 'Access Toolkit'}))
    return screen.findByRole('alert')
  }
  afterEach(() => window.localStorage.clear())

  it("says a code that used up its day's new browsers can be tried tomorrow, and grants nothing", async () => {
    serverSays(429, {
      error: 'This reviewer code has reached its limit of new browsers for today.',
      code: 'reviewer_code_busy',
    })
    expect(await submit('ALPHA-1')).toHaveTextContent(
      'This code has been used on as many new browsers as it may today. Please try again tomorrow, or ask for a new code.',
    )
    expect(window.localStorage.getItem(STORAGE_KEYS.reviewerAccess)).toBeNull()
  })

  it('keeps "Invalid reviewer code" for a code the server does not know', async () => {
    serverSays(401, {error: 'That reviewer code is not valid.', code: 'invalid_code'})
    expect(await submit('NOPE')).toHaveTextContent('Invalid reviewer code. Please try again.')
  })

  it('another refusal (the per-IP rate limit, an outage) says to try again', async () => {
    serverSays(429, {error: 'Too many requests'})
    expect(await submit('ALPHA-1')).toHaveTextContent('We could not check the code just now. Please try again.')
  })
})
