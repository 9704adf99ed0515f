import {useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import {publicEnv} from '../../../config/env'
import {OWNER_ROUTES} from '../../../config/owner'
import {useRequestSignIn} from '../api'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {ErrorAlert} from './query-state'

/** Step 1: the coach's address. Every address gets the same answer; only hers gets a mail. */
export function SignInForm() {
  const [email, setEmail] = useState('')
  const request = useRequestSignIn()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    request.mutate(email)
  }
  return (
    <section aria-labelledby="owner-sign-in" className={styles.card}>
      <h1 id="owner-sign-in">{M.signInTitle}</h1>
      <p>{M.signInLead}</p>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="owner-email">{M.emailLabel}</label>
        <input
          id="owner-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" disabled={request.isPending}>
          {request.isPending ? M.sending : M.sendLink}
        </Button>
      </form>
      <div role="status" className={styles.status}>
        {request.isSuccess ? request.data.message : null}
      </div>
      {/* Under `npm start` no mail leaves the computer: the link lands in the local outbox. */}
      {request.isSuccess && publicEnv.demoMode ? (
        <p>
          <a href={OWNER_ROUTES.outbox}>{M.openOutbox}</a>
        </p>
      ) : null}
      <ErrorAlert error={request.error} />
    </section>
  )
}
