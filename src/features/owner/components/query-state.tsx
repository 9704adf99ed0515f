import type {UseQueryResult} from '@tanstack/react-query'
import {useEffect, useRef, type ReactNode} from 'react'
import {Button} from '../../../components/ui/button'
import {errorText} from '../api'
import * as styles from './owner.module.css'

/** Loading and error states of a back-office screen, the same everywhere (a single answer, or a list's pages). */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'error' | 'data'>
  children: (data: T) => ReactNode
}) {
  if (query.isPending) return <p role="status">Loading…</p>
  if (query.isError) return <ErrorAlert error={query.error} />
  return <>{children(query.data as T)}</>
}

type PagedQuery = {hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown>}

/**
 * "Show more" under a back-office list: reads the next page into the list. Focus stays on the button while more
 * remain (it is never disabled, which would drop focus on <body>); after the last page it moves to the line that
 * says so.
 */
export function ShowMore({query, shown}: {query: PagedQuery; shown: string}) {
  const asked = useRef(false)
  const end = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (asked.current && !query.hasNextPage) end.current?.focus()
  }, [query.hasNextPage])
  if (query.hasNextPage)
    return (
      <Button
        variant="outline"
        busy={query.isFetchingNextPage}
        onClick={() => {
          asked.current = true
          void query.fetchNextPage()
        }}
      >
        {query.isFetchingNextPage ? 'Loading more…' : 'Show more'}
      </Button>
    )
  return asked.current ? (
    <p ref={end} tabIndex={-1} className={styles.small}>
      All {shown} shown.
    </p>
  ) : null
}

/** What went wrong with a request or an action, read out at once; nothing while `error` is null. */
export function ErrorAlert({error}: {error: unknown}) {
  if (error === null || error === undefined) return null
  return (
    <p role="alert" className={styles.error}>
      {errorText(error)}
    </p>
  )
}
