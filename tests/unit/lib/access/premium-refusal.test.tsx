import {QueryClient, QueryClientProvider} from '@tanstack/react-query'
import {render, screen, waitFor} from '@testing-library/react'
import {useAccessState} from '../../../../src/lib/access/access-store'
import {usePremiumContent} from '../../../../src/lib/access/use-premium-content'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

function Probe() {
  const premium = usePremiumContent()
  const access = useAccessState()
  return (
    <p>
      {access.purchased || access.reviewer ? 'unlocked' : 'visitor'} / {premium.fetchStatus} / notice: {access.notice ?? 'none'}
    </p>
  )
}

const renderProbe = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe />
    </QueryClientProvider>,
  )

function answer(status: number, code?: string) {
  const calls: string[] = []
  window.fetch = (async (input: RequestInfo | URL) => {
    calls.push(String(input))
    return Response.json(status === 200 ? {remedies: [], dailyStack: []} : {error: 'refused', code}, {status})
  }) as typeof fetch
  return calls
}

beforeEach(() => localStorage.clear())

it.each([
  ['purchaser', 403, 'order_refunded', 'refunded'],
  ['purchaser', 403, 'order_disputed', 'disputed'],
  ['reviewer', 401, 'access_expired', 'expired'],
  ['purchaser', 401, 'access_required', 'not_verified'],
])('a %s refused with %i %s sees the visitor view and why (%s), without retries', async (role, status, code, notice) => {
  const calls = answer(status, code)
  localStorage.setItem(role === 'purchaser' ? STORAGE_KEYS.purchased : STORAGE_KEYS.reviewerAccess, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'some-token')
  renderProbe()
  expect(await screen.findByText(`visitor / idle / notice: ${notice}`)).toBeInTheDocument()
  expect(calls).toHaveLength(1)
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
})

it('a hand-set toolkit_purchased without a token is not trusted', async () => {
  const calls = answer(200)
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  renderProbe()
  expect(await screen.findByText('visitor / idle / notice: not_verified')).toBeInTheDocument()
  expect(calls).toHaveLength(0)
})

it('a paid purchaser keeps access', async () => {
  answer(200)
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'good-token')
  renderProbe()
  await waitFor(() => expect(screen.getByText('unlocked / idle / notice: none')).toBeInTheDocument())
})
