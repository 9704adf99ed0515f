import {useCallback, useEffect, useState} from 'react'
import {readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString} from '../../../lib/storage'
import {reminderMail, removeSubscription} from '../api'

/**
 * This browser's daily reminder emails (DECISIONS 39): 'confirmed' only while the server holds the channel and
 * its address is confirmed (double opt-in, DECISIONS 39: 'pending' until she follows the mailed link; an unsubscribe
 * link or retention deletes it), so a reminder is never shown on without a way to arrive.
 */
export type MailView = 'checking' | 'none' | 'pending' | 'confirmed'

/** The channel is gone: her reminders in this browser are off too, as after turning notifications off. */
function turnSavedRemindersOff() {
  const saved = readJson(STORAGE_KEYS.reminders)
  if (Array.isArray(saved))
    writeJson(
      STORAGE_KEYS.reminders,
      saved.map((item: unknown) => (typeof item === 'object' && item ? {...item, enabled: false} : item)),
    )
}

export function useMailChannel() {
  const [view, setView] = useState<MailView>('checking')
  const [endpoint, setEndpoint] = useState<string | null>(null)

  /** Asks the server for the stored channel's state; answers it (and shows it). */
  const check = useCallback(async (): Promise<MailView> => {
    const stored = readString(STORAGE_KEYS.reminderMail)
    if (!stored) {
      setView('none')
      return 'none'
    }
    try {
      const {confirmed, pending} = await reminderMail({action: 'status', endpoint: stored})
      const next: MailView = confirmed ? 'confirmed' : pending ? 'pending' : 'none'
      if (next === 'none') {
        removeKey(STORAGE_KEYS.reminderMail)
        turnSavedRemindersOff()
      }
      setEndpoint(next === 'none' ? null : stored)
      setView(next)
      return next
    } catch (error) {
      // Unknown: not shown as on (the opt-in stays offered; opting in again changes nothing on the server).
      console.error('Could not check reminder emails', error)
      setView('none')
      return 'none'
    }
  }, [])

  useEffect(() => {
    void check()
  }, [check])

  // While pending, she confirms from her mail (often another tab or app): coming back to the page checks again.
  useEffect(() => {
    if (view !== 'pending') return
    const recheck = () => {
      if (document.visibilityState === 'visible') void check()
    }
    window.addEventListener('focus', recheck)
    document.addEventListener('visibilitychange', recheck)
    return () => {
      window.removeEventListener('focus', recheck)
      document.removeEventListener('visibilitychange', recheck)
    }
  }, [view, check])

  /** Stores the channel on the server (pending until confirmed); throws (ApiError) when it was refused. */
  const subscribe = useCallback(async (email: string): Promise<'pending' | 'confirmed'> => {
    const result = await reminderMail({action: 'subscribe', email})
    if (!result.endpoint || (!result.confirmed && !result.pending)) throw new Error('Reminder emails were not stored')
    writeString(STORAGE_KEYS.reminderMail, result.endpoint)
    setEndpoint(result.endpoint)
    const next = result.confirmed ? 'confirmed' : 'pending'
    setView(next)
    return next
  }, [])

  /** Deletes the channel and its reminders on the server (unsubscribe-push takes any channel of hers). */
  const turnOff = useCallback(async () => {
    if (endpoint)
      await removeSubscription({endpoint}).catch((error) => console.error('Could not turn reminder emails off', error))
    removeKey(STORAGE_KEYS.reminderMail)
    setEndpoint(null)
    setView('none')
  }, [endpoint])

  return {view, endpoint, subscribe, turnOff, check}
}
