import type {ReactNode} from 'react'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {useMailChannel} from '../hooks/use-mail-channel'
import {usePushSubscription} from '../hooks/use-push-subscription'
import {useReminders, type ReminderChannel} from '../hooks/use-reminders'
import type {Reminder} from '../../../lib/reminders/logic'
import {MESSAGES} from '../messages'
import {MailOptIn} from './mail-opt-in'
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
  channel,
  onTurnOff,
}: {
  defaults: Reminder[]
  endpoint: string | null
  channel: ReminderChannel
  onTurnOff: () => void
}) {
  const actions = useReminders(defaults, endpoint, channel)
  const mailTo = channel === 'mail' && endpoint ? endpoint.replace(/^mailto:/, '') : undefined
  return <RemindersManager actions={actions} onTurnOff={onTurnOff} mailTo={mailTo} />
}

/**
 * The purchaser's view, by push support and notification permission (loaded only once unlocked). Where push cannot
 * reach (unsupported, blocked, no subscription possible) she is told why and offered daily emails (DECISIONS 39);
 * an address waiting for its confirmation (DECISIONS 39) is shown as such; reminders are listed only once one channel is
 * confirmed by the server.
 */
export function PushPanel({defaults}: {defaults: Reminder[]}) {
  const push = usePushSubscription()
  const mail = useMailChannel()

  const enable = async () => {
    const outcome = await push.enable()
    if (outcome === 'ready') toast(MESSAGES.toasts.enabled)
    else if (outcome === 'unavailable') toast({...MESSAGES.toasts.unavailable, variant: 'destructive'})
    else toast({...MESSAGES.toasts.permission, variant: 'destructive'})
  }

  if (push.view === 'checking' || mail.view === 'checking')
    return <div className={styles.placeholder} aria-busy="true" />
  if (push.view !== 'ready' && mail.view === 'confirmed')
    return <Manager defaults={defaults} endpoint={mail.endpoint} channel="mail" onTurnOff={() => void mail.turnOff()} />
  const recheck = async () => {
    if ((await mail.check()) === 'pending') toast(MESSAGES.toasts.mailStillPending)
  }
  const optIn = (
    <div className={`${styles.card} ${styles.followUp}`}>
      {push.view !== 'ready' && mail.view === 'pending' && mail.endpoint ? (
        <div role="status">
          <h2 className={styles.heading}>{MESSAGES.mail.pendingTitle}</h2>
          <p>{MESSAGES.mail.pendingText(mail.endpoint.replace(/^mailto:/, ''))}</p>
          <div className={styles.actions}>
            <Button onClick={() => void recheck()}>{MESSAGES.mail.pendingRecheck}</Button>
            <Button variant="outline" onClick={() => void mail.turnOff()}>
              {MESSAGES.mail.pendingAnother}
            </Button>
          </div>
        </div>
      ) : (
        <MailOptIn onSubscribe={mail.subscribe} />
      )}
    </div>
  )

  switch (push.view) {
    case 'unsupported':
      return (
        <>
          <Notice title={MESSAGES.unsupported.title}>
            <p>{MESSAGES.unsupported.text}</p>
            <p>{MESSAGES.unsupported.ios}</p>
          </Notice>
          {optIn}
        </>
      )
    case 'denied':
      return (
        <>
          <Notice title={MESSAGES.blocked.title}>
            <p>{MESSAGES.blocked.text}</p>
            <ul>
              {MESSAGES.blocked.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </Notice>
          {optIn}
        </>
      )
    case 'unavailable':
      return (
        <>
          <Notice title={MESSAGES.unavailable.title}>
            <p>{MESSAGES.unavailable.text}</p>
            <p>{MESSAGES.unsupported.ios}</p>
            <Button size="lg" onClick={() => void enable()}>
              {MESSAGES.unavailable.retry}
            </Button>
          </Notice>
          {optIn}
        </>
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
        <Manager defaults={defaults} endpoint={push.endpoint} channel="push" onTurnOff={() => void push.disable()} />
      )
  }
}
