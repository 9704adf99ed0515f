import {useCallback, useEffect, useState} from 'react'
import {readJson, readString, removeKey, STORAGE_KEYS, writeJson, writeString} from '../../../lib/storage'
import {reminderMail, removeSubscription} from '../api'

/**
 * This browser's daily reminder emails (DECISIONS 39): 'confirmed' only while the server holds the channel (her
 * opt-in stored it; an unsubscribe link or retention deletes it), so a reminder is never shown on without a way
 * to arrive.
 */
export type MailView = 'checking' | 'none' | 'confirmed'

/** The channel is gone: her reminders in this browser are off too, as after turning notifications off. */
function turnSavedRemindersOff() {
  const saved = readJson(STORAGE_KEYS.reminders)
  if (Array.isArray(saved))
    writeJson(
      STORAGE_KEYS.reminders,
      saved.map((item: unknown) => (typeof item === 'object' && item ? {...item, enabled: false} : item)),
    )
}

export function useMailChannel(token: string) {
  const [view, setView] = useState<MailView>('checking')
  const [endpoint, setEndpoint] = useState<string | null>(null)

  useEffect(() => {
    const stored = readString(STORAGE_KEYS.reminderMail)
    if (!stored) {
      setView('none')
      return
    }
    let active = true
    reminderMail({action: 'status', endpoint: stored}, token)
      .then(({confirmed}) => {
        if (!active) return
        if (!confirmed) {
          removeKey(STORAGE_KEYS.reminderMail)
          turnSavedRemindersOff()
        }
        setEndpoint(confirmed ? stored : null)
        setView(confirmed ? 'confirmed' : 'none')
      })
      .catch((error) => {
        // Unknown: not shown as on (the opt-in stays offered; opting in again changes nothing on the server).
        console.error('Could not check reminder emails', error)
        if (active) setView('none')
      })
    return () => {
      active = false
    }
  }, [token])

  /** Stores the channel on the server; throws (ApiError) when it was refused. */
  const subscribe = useCallback(
    async (email: string) => {
      const result = await reminderMail({action: 'subscribe', email}, token)
      if (!result.confirmed || !result.endpoint) throw new Error('Reminder emails were not stored')
      writeString(STORAGE_KEYS.reminderMail, result.endpoint)
      setEndpoint(result.endpoint)
      setView('confirmed')
    },
    [token],
  )

  /** Deletes the channel and its reminders on the server (unsubscribe-push takes any channel of hers). */
  const turnOff = useCallback(async () => {
    if (endpoint)
      await removeSubscription({endpoint}, token).catch((error) =>
        console.error('Could not turn reminder emails off', error),
      )
    removeKey(STORAGE_KEYS.reminderMail)
    setEndpoint(null)
    setView('none')
  }, [endpoint, token])

  return {view, endpoint, subscribe, turnOff}
}
