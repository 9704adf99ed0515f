import {Link} from 'gatsby'
import type {ReactNode} from 'react'
import {Button} from '../../../components/ui/button'
import {useOwnerGate, useSignOut} from '../api'
import {OWNER_MESSAGES as M, OWNER_NAV} from '../messages'
import * as styles from './owner.module.css'
import {SignInForm} from './sign-in-form'

/**
 * Frame of every back-office page: its own header and navigation (no public site chrome), and the
 * sign-in form instead of the screen until the server confirms an owner session (with `signedOut` under it).
 */
export function OwnerShell({title, children, signedOut}: {title: string; children: ReactNode; signedOut?: ReactNode}) {
  const session = useOwnerGate()
  const signOut = useSignOut()
  const owner = session.data === true
  return (
    <OwnerFrame
      header={
        owner ? (
          <>
            <OwnerNav />
            <Button variant="outline" onClick={() => signOut.mutate()} busy={signOut.isPending}>
              {M.signOut}
            </Button>
          </>
        ) : null
      }
    >
      {session.isPending ? (
        // The static page too has its h1 while the session is asked.
        <>
          <h1>{title}</h1>
          <p role="status">{M.checking}</p>
        </>
      ) : owner ? (
        <>
          <h1>{title}</h1>
          {children}
        </>
      ) : (
        <>
          <SignInForm />
          {signedOut}
        </>
      )}
    </OwnerFrame>
  )
}

function OwnerNav() {
  return (
    <nav aria-label={M.productArea} className={styles.nav}>
      <ul>
        {OWNER_NAV.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Skip link, header and main landmark of a back-office page. */
export function OwnerFrame({header, children}: {header?: ReactNode; children: ReactNode}) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {M.skip}
      </a>
      <header className={styles.header}>
        <p className={styles.brand}>{M.productArea}</p>
        {header}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  )
}
