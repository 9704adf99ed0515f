import type {ReactNode} from 'react'
import {Button, type ButtonVariant} from './button'
import {toastOutcome, type ToastText} from './use-toast'

/** What MutationButton needs of a mutation (TanStack Query's useMutation gives it). */
type Mutation<V> = {isPending: boolean; mutate: (variables: V, callbacks: ReturnType<typeof toastOutcome>) => void}

/** A button that runs a mutation with `variables`, busy (focus kept) while it runs, and tells how it went in a toast. */
export function MutationButton<V>({
  mutation,
  variables,
  success,
  failure,
  variant,
  children,
}: {
  mutation: Mutation<V>
  variables: V
  success: ToastText
  failure: ToastText
  variant?: ButtonVariant
  children: ReactNode
}) {
  return (
    <Button
      variant={variant}
      busy={mutation.isPending}
      onClick={() => mutation.mutate(variables, toastOutcome(success, failure))}
    >
      {children}
    </Button>
  )
}
