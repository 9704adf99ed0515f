import {ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {useMailedLinkOutcome} from '../../../lib/use-mailed-link'
import {unsubscribeWithToken} from '../api'
import {UNSUBSCRIBE_MESSAGES as M} from '../messages'

/** One click from the mail: unsubscribed as the page opens, and what happened. */
export function UnsubscribePanel({search}: {search: string}) {
  const outcome = useMailedLinkOutcome(search, unsubscribeWithToken)
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
