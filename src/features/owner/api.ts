import {useInfiniteQuery, useMutation, useQuery, useQueryClient} from '../../lib/query-client'
import {OWNER_API, SETUP_CODE_HEADER} from '../../config/owner'
import {API} from '../../lib/api-contract'
import type {AnswerOf, Endpoint, MethodOf} from '../../lib/api-contract/endpoint'
import type {MailRetry, MessageUpdate, OrderAction} from '../../lib/api-contract/owner'
import {ApiError, apiJson, type CallArgs} from '../../lib/api-client'
import {askOwnerSession, forgetOwnerSession, rememberOwnerSession} from '../../lib/access/owner-session'
import type {ListPage} from '../../lib/api-contract/owner-answers'

/** Every back-office call: a 401 means the session ended, so the page shows the sign-in again. */
async function ownerJson<E extends Endpoint, M extends MethodOf<E>>(
  endpoint: E,
  method: M,
  ...args: CallArgs<E, M>
): Promise<AnswerOf<E, M>> {
  try {
    return await apiJson(endpoint, method, ...args)
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
  useMutation({mutationFn: (email: string) => apiJson(API.ownerSignIn, 'POST', {email})})

export function useRedeemSignIn() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => apiJson(API.ownerSession, 'POST', {token}),
    onSuccess: () => {
      rememberOwnerSession()
      client.setQueryData(OWNER_SESSION_KEY, true)
    },
  })
}

export function useSignOut() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiJson(API.ownerSession, 'DELETE', {everywhere: false}),
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

/** A back-office answer, read by `read` (a GET through `ownerJson`). */
const useOwnerQuery = <T>(key: string[], read: () => Promise<T>, enabled = true) =>
  useQuery({queryKey: ['owner', ...key], queryFn: read, enabled})

/** Revenue of the period named by `query` (the screen's address: `period=…` or `from=…&to=…`); null: not read yet. */
export const useRevenue = (query: string | null) =>
  useOwnerQuery(
    ['revenue', query ?? ''],
    () =>
      ownerJson(API.ownerRevenue, 'GET', undefined, {url: query ? `${OWNER_API.revenue}?${query}` : OWNER_API.revenue}),
    query !== null,
  )
export const useCoupons = () => useOwnerQuery(['coupons'], () => ownerJson(API.ownerCoupons, 'GET'))
/** A back-office list a page at a time (`?cursor=`): `fetchNextPage` asks for the page after the last one read. */
const useOwnerPages = <T extends ListPage>(key: string[], path: string, read: (url: string) => Promise<T>) =>
  useInfiniteQuery({
    queryKey: ['owner', ...key],
    queryFn: ({pageParam}: {pageParam: string | null}) =>
      read(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path),
    initialPageParam: null as string | null,
    getNextPageParam: (last: T) => last.nextCursor,
  })

export const useOrders = () =>
  useOwnerPages(['orders'], API.ownerOrders.path, (url) => ownerJson(API.ownerOrders, 'GET', undefined, {url}))
/** Only the order a notice's link names (`?order=`), however far down the list it is; null: no link. */
export const useOrder = (id: string | null) =>
  useOwnerQuery(
    ['orders', 'linked', id ?? ''],
    () =>
      ownerJson(API.ownerOrders, 'GET', undefined, {
        url: `${API.ownerOrders.path}?order=${encodeURIComponent(id ?? '')}`,
      }),
    id !== null,
  )
export const useEmailList = () =>
  useOwnerPages(['email-list'], API.ownerEmailList.path, (url) =>
    ownerJson(API.ownerEmailList, 'GET', undefined, {url}),
  )
export const useMessages = () =>
  useOwnerPages(['messages'], API.ownerMessages.path, (url) => ownerJson(API.ownerMessages, 'GET', undefined, {url}))
export const useReports = () => useOwnerQuery(['reports'], () => ownerJson(API.ownerReports, 'GET'))
export const useAudit = () =>
  useOwnerPages(['audit'], API.ownerAudit.path, (url) => ownerJson(API.ownerAudit, 'GET', undefined, {url}))
export const useSetup = () => useOwnerQuery(['setup'], () => ownerJson(API.ownerSetup, 'GET'))
/** Setup before mail works: the one-time setup code instead of a session (null: not entered yet). */
export const useSetupWithCode = (code: string | null) =>
  useQuery({
    queryKey: ['owner', 'setup-with-code', code],
    queryFn: () => apiJson(API.ownerSetup, 'GET', undefined, {headers: {[SETUP_CODE_HEADER]: code ?? ''}}),
    enabled: code !== null,
    retry: false,
  })
export const useMailQueue = () => useOwnerQuery(['mail-queue'], () => ownerJson(API.ownerMailQueue, 'GET'))

/** Trying an undelivered mail again refreshes the mail queue and the audit log. */
export function useMailRetry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (retry: MailRetry) => ownerJson(API.ownerMailQueue, 'POST', retry),
    onSuccess: () => refresh(client, ['mail-queue', 'audit']),
  })
}

export type {OrderAction}

/** Order actions refresh what they change: the orders, the revenue, the audit log. */
export function useOrderAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (action: OrderAction) => ownerJson(API.ownerOrders, 'POST', action),
    onSuccess: () => refresh(client, ['orders', 'revenue', 'audit']),
  })
}

export function useMessageAction() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: MessageUpdate | {id: string; delete: true}) =>
      'delete' in input
        ? ownerJson(API.ownerMessages, 'DELETE', {id: input.id})
        : ownerJson(API.ownerMessages, 'PATCH', input),
    onSuccess: () => refresh(client, ['messages', 'audit']),
  })
}

/** The server's sentence for a failed call, or a generic one. */
export const errorText = (error: unknown) =>
  (error instanceof ApiError && error.details.error) || 'Something went wrong. Please try again.'
