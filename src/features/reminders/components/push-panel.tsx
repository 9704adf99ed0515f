import type {ReactNode} from 'react'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {usePushSubscription} from '../hooks/use-push-subscription'
import {useReminders} from '../hooks/use-reminders'
import type {Reminder} from '../logic'
import {MESSAGES} from '../messages'
import {RemindersManager} from './reminders-manager'
import * as styles from './reminders.module.css'

function Notice({title, children}: {title: string; children: ReactNode}) {
  return (
    <div className={styles.card} role="status">
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </div>
  )
}

function Manager({
  defaults,
  endpoint,
  token,
  onTurnOff,
}: {
  defaults: Reminder[]
  endpoint: string | null
  token: string
  onTurnOff: () => void
}) {
  const actions = useReminders(defaults, endpoint, token)
  return <RemindersManager actions={actions} onTurnOff={onTurnOff} />
}

/** The purchaser's view, by push support and notification permission (loaded only once unlocked). */
export function PushPanel({defaults, token}: {defaults: Reminder[]; token: string}) {
  const push = usePushSubscription(token)

  const enable = async () => {
    const outcome = await push.enable()
    if (outcome === 'ready') toast(MESSAGES.toasts.enabled)
    else if (outcome === 'unavailable') toast({...MESSAGES.toasts.unavailable, variant: 'destructive'})
    else toast({...MESSAGES.toasts.permission, variant: 'destructive'})
  }

  switch (push.view) {
    case 'checking':
      return <div className={styles.placeholder} aria-busy="true" />
    case 'unsupported':
      return (
        <Notice title={MESSAGES.unsupported.title}>
          <p>{MESSAGES.unsupported.text}</p>
          <p>{MESSAGES.unsupported.ios}</p>
        </Notice>
      )
    case 'denied':
      return (
        <Notice title={MESSAGES.blocked.title}>
          <p>{MESSAGES.blocked.text}</p>
          <ul>
            {MESSAGES.blocked.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </Notice>
      )
    case 'unavailable':
      return (
        <Notice title={MESSAGES.unavailable.title}>
          <p>{MESSAGES.unavailable.text}</p>
          <p>{MESSAGES.unsupported.ios}</p>
          <Button size="lg" onClick={() => void enable()}>
            {MESSAGES.unavailable.retry}
          </Button>
        </Notice>
      )
    case 'default':
      return (
        <div className={styles.card}>
          <h2 className={styles.heading}>{MESSAGES.enable.title}</h2>
          <p>{MESSAGES.enable.text}</p>
          <Button size="lg" onClick={() => void enable()}>
            {MESSAGES.enable.button}
          </Button>
        </div>
      )
    case 'ready':
      return (
        <Manager defaults={defaults} endpoint={push.endpoint} token={token} onTurnOff={() => void push.disable()} />
      )
  }
}
