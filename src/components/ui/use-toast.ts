import {useSyncExternalStore, type ReactNode} from 'react'

/** One toast at a time; a dismissed toast is removed from memory after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000
/** Default display time 5000 ms. */
export const TOAST_DURATION_MS = 5000

export type ToastVariant = 'default' | 'destructive'
export type ToastInput = {title: ReactNode; description?: ReactNode; variant?: ToastVariant; action?: ReactNode}
export type ToastItem = ToastInput & {id: string; open: boolean}

let toasts: ToastItem[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

const emit = () => listeners.forEach((listener) => listener())

export function dismissToast(id: string) {
  toasts = toasts.map((item) => (item.id === id ? {...item, open: false} : item))
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id)
        toasts = toasts.filter((item) => item.id !== id)
        emit()
      }, TOAST_REMOVE_DELAY_MS),
    )
  }
  emit()
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput) {
  counter += 1
  const id = String(counter)
  toasts = [{...input, id, open: true}, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return id
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => toasts
const serverSnapshot = (): ToastItem[] => []

export const useToasts = () => useSyncExternalStore(subscribe, snapshot, serverSnapshot)

export type ToastText = Pick<ToastInput, 'title' | 'description'>

/**
 * A mutation's callbacks that tell her how it went: `done` then the success toast, or the failure toast in
 * the destructive style (`logError` also writes the error to the console).
 */
export const toastOutcome = (
  success: ToastText,
  failure: ToastText,
  {done, logError = false}: {done?: () => void; logError?: boolean} = {},
) => ({
  onSuccess: () => {
    done?.()
    toast(success)
  },
  onError: (error: unknown) => {
    if (logError) console.error(error)
    toast({...failure, variant: 'destructive'})
  },
})
