import {lazy, Suspense} from 'react'
import {ROUTES} from '../../../config/site'
import {ButtonLink} from '../../../components/ui/button'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import type {Reminder} from '../../../lib/reminders/logic'
import {MESSAGES} from '../messages'
import * as styles from './reminders.module.css'

// Visitors never download the manager: it loads only for purchasers and reviewers.
const PushPanel = lazy(() => import('./push-panel').then((module) => ({default: module.PushPanel})))

function LockedTeaser() {
  return (
    <div className={`${styles.card} ${styles.locked}`}>
      <p className={styles.lock} aria-hidden="true">
        🔒
      </p>
      <h2 className={styles.heading}>{MESSAGES.locked.title}</h2>
      <p>{MESSAGES.locked.text}</p>
      <div className={styles.actions}>
        <ButtonLink to={ROUTES.checkout} size="lg">
          {MESSAGES.locked.unlock}
        </ButtonLink>
        <ButtonLink to={ROUTES.home} variant="outline">
          {MESSAGES.locked.home}
        </ButtonLink>
      </div>
    </div>
  )
}

/** The reminders manager for purchasers; the locked teaser for everyone else (and in the static HTML). */
export function RemindersArea({defaults}: {defaults: Reminder[]}) {
  const access = useAccessState()
  if (!isUnlocked(access) || !access.token) return <LockedTeaser />
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-busy="true" />}>
      {/* Her channels belong to who she is (DECISIONS 47): a purchase after reviewer access asks the server anew. */}
      <PushPanel key={access.purchased ? 'purchaser' : 'reviewer'} defaults={defaults} />
    </Suspense>
  )
}
