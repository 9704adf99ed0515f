import {useId, useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {ApiError} from '../../../lib/api-client'
import {MESSAGES} from '../messages'
import * as styles from './reminders.module.css'

/**
 * DECISIONS 39: where push cannot reach, she can have her reminders by email (on only once the server has the address
 * confirmed from the link it mailed, DECISIONS 39).
 */
export function MailOptIn({onSubscribe}: {onSubscribe: (email: string) => Promise<'pending' | 'confirmed'>}) {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const id = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      // Double opt-in (DECISIONS 39): "on" only once the address is confirmed on the server.
      toast((await onSubscribe(email)) === 'confirmed' ? MESSAGES.toasts.mailOn : MESSAGES.toasts.mailPending)
    } catch (error) {
      const detail = error instanceof ApiError ? (error.details.error ?? error.message) : String(error)
      toast({...MESSAGES.toasts.mailFailed(detail), variant: 'destructive'})
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 className={styles.subheading} id={`${id}-title`}>
        {MESSAGES.mail.title}
      </h3>
      <p>{MESSAGES.mail.text}</p>
      <div className={styles.fields}>
        <label className={`${styles.field} ${styles.wide}`}>
          {MESSAGES.mail.emailLabel}
          <input
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
      </div>
      <Button type="submit" aria-disabled={busy} onClick={(event) => busy && event.preventDefault()}>
        {MESSAGES.mail.button}
      </Button>
    </form>
  )
}
