import {Link, navigate} from 'gatsby'
import {useEffect, useState} from 'react'
import {OWNER_ROUTES} from '../../../config/owner'
import {Button} from '../../../components/ui/button'
import {takeSecretFromUrl} from '../../../lib/url-secret'
import {useRedeemSignIn} from '../api'
import {OWNER_MESSAGES as M} from '../messages'
import * as styles from './owner.module.css'
import {ErrorAlert} from './query-state'

/**
 * Step 2: the mailed link opens this page; one click redeems it (a mail scanner that merely fetches the
 * link uses nothing up). The token leaves the address bar at once.
 */
export function RedeemLink() {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  const redeem = useRedeemSignIn()
  useEffect(() => {
    setToken(takeSecretFromUrl('token', OWNER_ROUTES.signIn))
  }, [])
  useEffect(() => {
    if (redeem.isSuccess) void navigate(OWNER_ROUTES.home)
  }, [redeem.isSuccess])

  return (
    <section aria-labelledby="owner-redeem" className={styles.card}>
      <h1 id="owner-redeem">{M.redeemTitle}</h1>
      {token === null ? <p>{M.redeemMissing}</p> : <p>{M.redeemLead}</p>}
      {token ? (
        <Button onClick={() => redeem.mutate(token)} busy={redeem.isPending || redeem.isSuccess}>
          {M.redeem}
        </Button>
      ) : null}
      <ErrorAlert error={redeem.error} />
      {token === null || redeem.isError ? (
        <p>
          <Link to={OWNER_ROUTES.home}>{M.askNewLink}</Link>
        </p>
      ) : null}
    </section>
  )
}
