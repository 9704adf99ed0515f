import {localIsoDate} from '../../../lib/time-zones'
import {useEffect, useState} from 'react'
import {msUntilNextDay} from '../logic'

/**
 * Her local date, kept current without a reload: read after hydration (the server's date is not hers),
 * again at her midnight, and whenever the page comes back into view (a sleeping phone's timers do not run).
 * Empty until mounted.
 */
export function useLocalToday() {
  const [today, setToday] = useState('')
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      const now = new Date()
      setToday(localIsoDate(now))
      clearTimeout(timer)
      timer = setTimeout(refresh, msUntilNextDay(now))
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh()
    }
    refresh()
    window.addEventListener('focus', refresh)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('focus', refresh)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])
  return today
}
