import {publicEnv} from '../../../config/env'
import {OWNER_ROUTES} from '../../../config/owner'
import {useRequestSignIn} from '../api'
import {OWNER_MESSAGES as M} from '../messages'
import {OneFieldForm} from './one-field-form'
import * as styles from './owner.module.css'
import {ErrorAlert} from './query-state'

/** Step 1: the coach's address. Every address gets the same answer; only hers gets a mail. */
export function SignInForm() {
  const request = useRequestSignIn()
  return (
    <section aria-labelledby="owner-sign-in" className={styles.card}>
      <h1 id="owner-sign-in">{M.signInTitle}</h1>
      <p>{M.signInLead}</p>
      <OneFieldForm
        id="owner-email"
        label={M.emailLabel}
        type="email"
        autoComplete="email"
        submitLabel={request.isPending ? M.sending : M.sendLink}
        busy={request.isPending}
        onSubmit={(email) => request.mutate(email)}
      />
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
