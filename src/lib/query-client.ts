import {QueryClient} from '@tanstack/react-query'
import {getQueryFn} from './api-client'

/** Spec's data-loading defaults: no retry, no refetch on focus, no polling, never stale. */
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
