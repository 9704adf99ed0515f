import {useInfiniteQuery, useMutation, useQuery, useQueryClient} from '../../lib/query-client'
import {OWNER_API, SETUP_CODE_HEADER} from '../../config/owner'
import type {MailRetry, MessageUpdate, OrderAction, SignInAnswer} from '../../lib/api-contract/owner'
import {ApiError, apiJson} from '../../lib/api-client'
import {askOwnerSession, forgetOwnerSession, rememberOwnerSession} from '../../lib/access/owner-session'
import type {
  AuditAnswer,
  CouponsAnswer,
  EmailListAnswer,
  ListPage,
  MailQueueAnswer,
  MailRetryAnswer,
  MessagesAnswer,
  OwnerOrder,
  RevenueReport,
  SetupAnswer,
  WomenReport,
} from '../../lib/api-contract/owner-answers'

/** Every back-office call: a 401 means the session ended, so the page shows the sign-in again. */
async function ownerJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  try {
    return await apiJson<T>(method, url, body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetOwnerSession()
    throw error
  }
}

export const OWNER_SESSION_KEY = ['owner', 'session'] as const

/** On owner pages the session is always asked (the coach may have cleared her browser's hint). */
export function useOwnerGate() {
  return useQuery({
    queryKey: OWNER_SESSION_KEY,
    queryFn: async () => {
      const owner = await askOwnerSession()
      if (owner) rememberOwnerSession()
      else forgetOwnerSession()
      return owner
    },
  })
}

export const useRequestSignIn = () =>
  useMutation({mutationFn: (email: string) => apiJson<SignInAnswer>('POST', OWNER_API.signIn, {email})})

export function useRedeemSignIn() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => apiJson<{owner: true}>('POST', OWNER_API.session, {token}),
    onSuccess: () => {
      rememberOwnerSession()
      client.setQueryData(OWNER_SESSION_KEY, true)
    },
  })
}

export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiJson<{owner: false}>('DELETE', OWNER_API.session, {everywhere: false}),
    onSettled: () => {
      forgetOwnerSession()
      client.clear()
      client.setQueryData(OWNER_SESSION_KEY, false)
    },
  })
}

/**
 * Reads again what an action changed, and resolves once the screens show it: an action's own callbacks (a result
 * line, where focus goes) then run on the list as it now is, not on the row the action just removed.
 */
const refresh = (client: ReturnType<typeof useQueryClient>, keys: string[]) =>
  Promise.all(keys.map((key) => client.invalidateQueries({queryKey: ['owner', key]})))

const useOwnerQuery = <T>(key: string[], url: string, enabled = true) =>
  useQuery({queryKey: ['owner', ...key], queryFn: () => ownerJson<T>('GET', url), enabled})

export const useOrders = () => useOwnerQuery<{orders: OwnerOrder[]}>(['orders'], OWNER_API.orders)
/** Revenue of the period named by `query` (the screen's address: `period=…` or `from=…&to=…`); null: not read yet. */
export const useRevenue = (query: string | null) =>
  useOwnerQuery<RevenueReport>(
    ['revenue', query ?? ''],
    query ? `${OWNER_API.revenue}?${query}` : OWNER_API.revenue,
    query !== null,
  )
export const useCoupons = () => useOwnerQuery<CouponsAnswer>(['coupons'], OWNER_API.coupons)
/** A back-office list a page at a time (`?cursor=`): `fetchNextPage` asks for the page after the last one read. */
const useOwnerPages = <T extends ListPage>(key: string[], url: string) =>
  useInfiniteQuery({
    queryKey: ['owner', ...key],
    queryFn: ({pageParam}: {pageParam: string | null}) =>
      ownerJson<T>('GET', pageParam ? `${url}?cursor=${encodeURIComponent(pageParam)}` : url),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.nextCursor,
  })

export const useEmailList = () => useOwnerPages<EmailListAnswer>(['email-list'], OWNER_API.emailList)
export const useMessages = () => useOwnerPages<MessagesAnswer>(['messages'], OWNER_API.messages)
export const useReports = () => useOwnerQuery<WomenReport>(['reports'], OWNER_API.reports)
export const useAudit = () => useOwnerPages<AuditAnswer>(['audit'], OWNER_API.audit)
export const useSetup = () => useOwnerQuery<SetupAnswer>(['setup'], OWNER_API.setup)
/** Setup before mail works: the one-time setup code instead of a session (null: not entered yet). */
export const useSetupWithCode = (code: string | null) =>
  useQuery({
    queryKey: ['owner', 'setup-with-code', code],
    queryFn: () => apiJson<SetupAnswer>('GET', OWNER_API.setup, undefined, {[SETUP_CODE_HEADER]: code ?? ''}),
    enabled: code !== null,
    retry: false,
  })
export const useMailQueue = () => useOwnerQuery<MailQueueAnswer>(['mail-queue'], OWNER_API.mailQueue)

/** Trying an undelivered mail again refreshes the mail queue and the audit log. */
export function useMailRetry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (retry: MailRetry) => ownerJson<MailRetryAnswer>('POST', OWNER_API.mailQueue, retry),
    onSuccess: () => refresh(client, ['mail-queue', 'audit']),
  })
}

export type {OrderAction}

/** Order actions refresh what they change: the orders, the revenue, the audit log. */
export function useOrderAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: OrderAction) =>
      ownerJson<{order: OwnerOrder; refunded?: boolean}>('POST', OWNER_API.orders, action),
    onSuccess: () => refresh(client, ['orders', 'revenue', 'audit']),
  })
}

export function useMessageAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: MessageUpdate | {id: string; delete: true}) =>
      'delete' in input
        ? ownerJson('DELETE', OWNER_API.messages, {id: input.id})
        : ownerJson('PATCH', OWNER_API.messages, input),
    onSuccess: () => refresh(client, ['messages', 'audit']),
  })
}

/** The server's sentence for a failed call, or a generic one. */
export const errorText = (error: unknown) =>
  (error instanceof ApiError && error.details.error) || 'Something went wrong. Please try again.'
