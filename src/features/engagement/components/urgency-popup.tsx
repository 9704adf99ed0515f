import {lazy, Suspense, useEffect, useState} from 'react'
import {useAccessState} from '../../../lib/access/access-store'
import {readString, STORAGE_KEYS, writeString} from '../../../lib/storage'
import {parseVisits, shouldOfferUrgency, urgencyDelayMs} from '../logic'

const UrgencyDialog = lazy(() => import('./urgency-dialog').then((m) => ({default: m.UrgencyDialog})))

/** Counts this visit once per page load (spec) and returns the new count. */
function countVisit() {
  const visits = parseVisits(readString(STORAGE_KEYS.visits)) + 1
  writeString(STORAGE_KEYS.visits, String(visits))
  return visits
}

/**
 * Returning-visitor pop-up: opens after 60/45/30 s depending on the visit count, never for purchasers,
 * and not again for 7 days once dismissed (DECISIONS 8).
 */
export function UrgencyPopup({claimedValue}: {claimedValue: number}) {
  const {purchased} = useAccessState()
  const [visits, setVisits] = useState(0)
  const [open, setOpen] = useState(false)

  useEffect(() => setVisits(countVisit()), [])

  useEffect(() => {
    if (visits === 0) return
    const dismissed = readString(STORAGE_KEYS.urgencyDismissed)
    if (!shouldOfferUrgency({purchased, dismissedAt: dismissed === null ? null : Number(dismissed), now: Date.now()})) return
    const timer = window.setTimeout(() => setOpen(true), urgencyDelayMs(visits))
    return () => window.clearTimeout(timer)
  }, [visits, purchased])

  const close = () => {
    writeString(STORAGE_KEYS.urgencyDismissed, String(Date.now()))
    setOpen(false)
  }

  if (!open || purchased) return null
  return (
    <Suspense fallback={null}>
      <UrgencyDialog claimedValue={claimedValue} onClose={close} />
    </Suspense>
  )
}
