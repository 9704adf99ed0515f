import {useEffect, useState} from 'react'
import {ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {confirmReminderMail, type ConfirmOutcome} from '../api'
import {CONFIRM_MESSAGES as M} from '../messages'

/**
 * The confirmation link of a reminder address (double opt-in, issue 27): the page confirms as soon as it opens
 * (a POST, so link scanners that only fetch the URL confirm nobody) and says what happened.
 */
export function ConfirmMailPanel({search}: {search: string}) {
  const [outcome, setOutcome] = useState<ConfirmOutcome | 'working'>('working')
  useEffect(() => {
    const token = new URLSearchParams(search).get('token')
    if (!token) {
      setOutcome('invalid')
      return
    }
    let current = true
    void confirmReminderMail(token).then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [search])

  return (
    <div>
      <p role="status">{M[outcome]}</p>
      <ButtonLink to={ROUTES.reminders} variant={outcome === 'confirmed' ? 'primary' : 'outline'}>
        {M.reminders}
      </ButtonLink>
    </div>
  )
}
