import type {UseQueryResult} from '@tanstack/react-query'
import type {ReactNode} from 'react'
import {errorText} from '../api'
import * as styles from './owner.module.css'

/** Loading and error states of a back-office screen, the same everywhere. */
export function QueryState<T>({query, children}: {query: UseQueryResult<T>; children: (data: T) => ReactNode}) {
  if (query.isPending) return <p role="status">Loading…</p>
  if (query.isError) return <ErrorAlert error={query.error} />
  return <>{children(query.data)}</>
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
