import type {UseQueryResult} from '@tanstack/react-query'
import type {ReactNode} from 'react'
import {errorText} from '../api'
import * as styles from './owner.module.css'

/** Loading and error states of a back-office screen, the same everywhere. */
export function QueryState<T>({query, children}: {query: UseQueryResult<T>; children: (data: T) => ReactNode}) {
  if (query.isPending) return <p role="status">Loading…</p>
  if (query.isError)
    return (
      <p role="alert" className={styles.error}>
        {errorText(query.error)}
      </p>
    )
  return <>{children(query.data)}</>
}
