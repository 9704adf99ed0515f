import {useCallback, useEffect, useRef, useState} from 'react'
import {ApiError} from '../../../lib/api-client'
import {readJson, STORAGE_KEYS, writeJson} from '../../../lib/storage'
import {toast} from '../../../components/ui/use-toast'
import {scheduleReminder, sendTestReminder} from '../api'
import {
  createCustomReminder,
  mergeSavedReminders,
  msUntilNextLocal,
  reminderUrl,
  type CustomReminderInput,
  type Reminder,
} from '../../../lib/reminders/logic'
import {MESSAGES} from '../messages'
import {showLocalNotification} from '../service-worker'

/** How this browser's reminders arrive: its push subscription, or daily emails (DECISIONS 39). */
export type ReminderChannel = 'push' | 'mail'

const {toasts} = MESSAGES

/** The reminders list (saved under 'wellnessReminders') and the original actions on it. */
export function useReminders(defaults: Reminder[], endpoint: string | null, channel: ReminderChannel = 'push') {
  const [reminders, setReminders] = useState<Reminder[]>(defaults)
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>())

  useEffect(() => {
    setReminders(mergeSavedReminders(readJson(STORAGE_KEYS.reminders), defaults))
  }, [defaults])

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => clearTimeout(timer))
  }, [])

  const save = useCallback((update: (list: Reminder[]) => Reminder[]) => {
    setReminders((list) => {
      const next = update(list)
      writeJson(STORAGE_KEYS.reminders, next)
      return next
    })
  }, [])

  const clearTimer = (id: string) => {
    clearTimeout(timers.current.get(id))
    timers.current.delete(id)
  }

  /** Tells the server a reminder is off; a failure only means a notification the browser ignores. */
  const unschedule = (reminder: Reminder) => {
    if (endpoint)
      scheduleReminder({...reminder, enabled: false}, endpoint).catch((error) =>
        console.error('Could not unschedule', error),
      )
  }

  const enable = async (reminder: Reminder) => {
    try {
      if (!endpoint) throw new Error('No push subscription in this browser')
      await scheduleReminder({...reminder, enabled: true}, endpoint)
    } catch (error) {
      if (error instanceof ApiError || channel === 'mail') {
        // The server refused (or, for email, could not be asked): the reminder stays off (it flips only on
        // success; a browser timer would not send an email).
        const detail = error instanceof ApiError ? (error.details.error ?? error.message) : String(error)
        toast({...toasts.scheduleFailed(detail), variant: 'destructive'})
        return
      }
      // When the call throws, a local timer shows it at the next occurrence, and success is reported.
      clearTimer(reminder.id)
      timers.current.set(
        reminder.id,
        setTimeout(
          () => void showLocalNotification(reminder.title, reminder.body, reminderUrl(reminder.type)),
          msUntilNextLocal(reminder.time, new Date()),
        ),
      )
    }
    save((list) => list.map((item) => (item.id === reminder.id ? {...item, enabled: true} : item)))
    toast(toasts.scheduled(reminder.title, reminder.time))
  }

  const disable = (reminder: Reminder) => {
    clearTimer(reminder.id)
    save((list) => list.map((item) => (item.id === reminder.id ? {...item, enabled: false} : item)))
    unschedule(reminder)
    toast(toasts.disabled)
  }

  /** Returns whether the reminder was added, so the form can clear itself. */
  const addCustom = (input: CustomReminderInput) => {
    const result = createCustomReminder(input, new Date())
    if ('error' in result) {
      toast(toasts.missing)
      return false
    }
    save((list) => [...list, result.reminder])
    toast(toasts.added)
    return true
  }

  const remove = (reminder: Reminder) => {
    clearTimer(reminder.id)
    save((list) => list.filter((item) => item.id !== reminder.id))
    if (reminder.enabled) unschedule(reminder)
    toast(toasts.deleted)
  }

  /**
   * Notifications turned off: the server deletes the subscription with every reminder, so in this browser they
   * are all off too (turning notifications on again starts from a list that matches the server).
   */
  const turnAllOff = () => {
    timers.current.forEach((timer) => clearTimeout(timer))
    timers.current.clear()
    save((list) => list.map((item) => ({...item, enabled: false})))
  }

  /** A test reminder through the server and the channel's own way: what a real one would do. */
  const sendTest = async () => {
    if (!endpoint) return
    try {
      const {via} = await sendTestReminder(endpoint)
      toast(toasts.testSent(via))
    } catch (error) {
      const detail = error instanceof ApiError ? (error.details.error ?? error.message) : String(error)
      toast({...toasts.testFailed(detail), variant: 'destructive'})
    }
  }

  return {reminders, enable, disable, addCustom, remove, sendTest, turnAllOff}
}
