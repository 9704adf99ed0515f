import {render, screen, waitFor} from '@testing-library/react'
import {
  renewAccessToken,
  setOwnerSessionConfirmed,
  setOwnerView,
  useAccessState,
} from '../../../../src/lib/access/access-store'
import {ACCESS_TOKEN_RENEWED_HEADER} from '../../../../src/lib/api-contract/access'
import {usePremiumContent} from '../../../../src/lib/access/use-premium-content'
import {OWNER_PREMIUM_CONTENT_PATH} from '../../../../src/config/premium'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

function Probe() {
  const premium = usePremiumContent()
  const access = useAccessState()
  return (
    <p>
      {access.purchased || access.reviewer ? 'unlocked' : 'visitor'} / {premium.fetchStatus} / notice:{' '}
      {access.notice ?? 'none'}
    </p>
  )
}

const renderProbe = () => render(<Probe />)

function answer(status: number, code?: string) {
  const calls: string[] = []
  const headers: Array<HeadersInit | undefined> = []
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input))
    headers.push(init?.headers)
    return Response.json(status === 200 ? {remedies: [], dailyStack: []} : {error: 'refused', code}, {status})
  }) as typeof fetch
  return Object.assign(calls, {headers})
}

beforeEach(() => localStorage.clear())

it.each([
  ['purchaser', 403, 'order_refunded', 'refunded'],
  ['purchaser', 403, 'order_disputed', 'disputed'],
  ['purchaser', 403, 'payment_failed', 'failed'],
  ['reviewer', 401, 'access_expired', 'expired'],
  ['purchaser', 401, 'access_expired', 'receipt_link_needed'],
  ['purchaser', 401, 'access_required', 'not_verified'],
])(
  'a %s refused with %i %s sees the visitor view and why (%s), without retries',
  async (role, status, code, notice) => {
    const calls = answer(status, code)
    localStorage.setItem(role === 'purchaser' ? STORAGE_KEYS.purchased : STORAGE_KEYS.reviewerAccess, 'true')
    localStorage.setItem(STORAGE_KEYS.accessToken, 'some-token')
    renderProbe()
    expect(await screen.findByText(`visitor / idle / notice: ${notice}`)).toBeInTheDocument()
    expect(calls).toHaveLength(1)
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull()
  },
)

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

it('a purchaser keeps the renewed token the content came with, and asks with it from then on', async () => {
  const calls: Array<HeadersInit | undefined> = []
  window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(init?.headers)
    const renewed = calls.length === 1 ? {[ACCESS_TOKEN_RENEWED_HEADER]: 'renewed-token'} : undefined
    return Response.json({remedies: [], dailyStack: []}, {status: 200, headers: renewed})
  }) as typeof fetch
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'week-old-token')
  renderProbe()
  await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('renewed-token'))
  await waitFor(() => expect(calls).toHaveLength(2))
  expect(calls.map((headers) => (headers as Record<string, string>).Authorization)).toEqual([
    'Bearer week-old-token',
    'Bearer renewed-token',
  ])
  expect(await screen.findByText('unlocked / idle / notice: none')).toBeInTheDocument()
})

it('a renewed token never replaces one this browser got meanwhile', () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'restored-token')
  renewAccessToken('week-old-token', 'renewed-token')
  expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('restored-token')
})

describe('the owner view (DECISIONS 30)', () => {
  afterEach(() => setOwnerSessionConfirmed(false))

  it('reads the premium content on the owner path with her session cookie, no token', async () => {
    const calls = answer(200)
    setOwnerSessionConfirmed(true)
    setOwnerView(true)
    renderProbe()
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect(screen.getByText('visitor / idle / notice: none')).toBeInTheDocument())
    expect([...calls]).toEqual([OWNER_PREMIUM_CONTENT_PATH])
    expect(calls.headers[0]).toEqual({})
  })

  it("a refused owner request ends no one's access and is not retried", async () => {
    const calls = answer(401, 'owner_session_required')
    setOwnerSessionConfirmed(true)
    setOwnerView(true)
    renderProbe()
    await waitFor(() => expect(calls).toHaveLength(1))
    await waitFor(() => expect(screen.getByText('visitor / idle / notice: none')).toBeInTheDocument())
    expect(calls).toHaveLength(1)
  })

  it('the owner view without a confirmed session asks nothing', async () => {
    const calls = answer(200)
    setOwnerView(true)
    renderProbe()
    await waitFor(() => expect(screen.getByText('visitor / idle / notice: none')).toBeInTheDocument())
    expect(calls).toHaveLength(0)
  })
})
