import {useEffect, useState} from 'react'
import {ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {unsubscribeWithToken, type UnsubscribeOutcome} from '../api'
import {UNSUBSCRIBE_MESSAGES as M} from '../messages'

/**
 * One click from the mail: the page unsubscribes as soon as it opens (a POST, so link scanners that only
 * fetch the URL unsubscribe nobody) and says what happened.
 */
export function UnsubscribePanel({search}: {search: string}) {
  const [outcome, setOutcome] = useState<UnsubscribeOutcome | 'working'>('working')
  useEffect(() => {
    const token = new URLSearchParams(search).get('token')
    if (!token) {
      setOutcome('invalid')
      return
    }
    let current = true
    unsubscribeWithToken(token).then((result) => current && setOutcome(result))
    return () => {
      current = false
    }
  }, [search])

  return (
    <div>
      <p role="status">{M[outcome]}</p>
      {outcome === 'done' || outcome === 'already' ? <p>{M.receiptsNote}</p> : null}
      <ButtonLink to={ROUTES.home} variant="outline">
        {M.home}
      </ButtonLink>
    </div>
  )
}
