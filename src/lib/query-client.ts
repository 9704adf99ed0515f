import {
  QueryClient,
  useInfiniteQuery as useInfiniteQueryOf,
  useMutation as useMutationOf,
  useQuery as useQueryOf,
  useQueryClient as useQueryClientOf,
} from '@tanstack/react-query'
import {getQueryFn} from './query-fn'

/** The original data-loading defaults: no retry, no refetch on focus, no polling, never stale. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({on401: 'throw'}),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {retry: false},
    },
  })

let shared: QueryClient | null = null

/**
 * The one client of the page and of every island's own React root, so they share one cache. Created with the
 * first component that asks for it: no provider at the root, so react-query is not in any page's first load
 * and loads with the first component that uses it (docs/performance.md). The static render never fetches (queries run
 * in effects), so the build's one client holds no data.
 */
export function sharedQueryClient() {
  if (!shared) {
    shared = createQueryClient()
    // What QueryClientProvider did at the root: queries and mutations paused offline resume when back online.
    if (typeof window !== 'undefined') shared.mount()
  }
  return shared
}

// TanStack Query's hooks bound to the shared client (each accepts a client in place of a provider). The rest
// of src imports these, never the package's own hooks (eslint.config.mjs): there is no QueryClientProvider.
export const useQuery = ((options: Parameters<typeof useQueryOf>[0]) =>
  useQueryOf(options, sharedQueryClient())) as typeof useQueryOf
export const useMutation = ((options: Parameters<typeof useMutationOf>[0]) =>
  useMutationOf(options, sharedQueryClient())) as typeof useMutationOf
export const useInfiniteQuery = ((options: Parameters<typeof useInfiniteQueryOf>[0]) =>
  useInfiniteQueryOf(options, sharedQueryClient())) as typeof useInfiniteQueryOf
export const useQueryClient = () => useQueryClientOf(sharedQueryClient())
