import {ButtonLink} from '../../../components/ui/button'
import {ROUTES} from '../../../config/site'
import {useMailedLinkOutcome} from '../../../lib/use-mailed-link'
import {confirmReminderMail} from '../api'
import {CONFIRM_MESSAGES as M} from '../messages'

/** The confirmation link of a reminder address (double opt-in, DECISIONS 39): confirmed as the page opens, and what happened. */
export function ConfirmMailPanel({search}: {search: string}) {
  const outcome = useMailedLinkOutcome(search, confirmReminderMail)
  return (
    <div>
      <p role="status">{M[outcome]}</p>
      <ButtonLink to={ROUTES.reminders} variant={outcome === 'confirmed' ? 'primary' : 'outline'}>
        {M.reminders}
      </ButtonLink>
    </div>
  )
}
