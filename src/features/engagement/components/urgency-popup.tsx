import {lazy, Suspense, useCallback, useEffect, useState} from 'react'
import {isInitialRenderDone, takeLoaderVisitCount} from '../../../components/island/initial-render'
import {CornerRegion} from '../../../components/ui/corner-panel'
import {COUNTS_VISIT_ATTRIBUTE} from '../../../config/page-scripts'
import {useAccessState} from '../../../lib/access/access-store'
import {readString, STORAGE_KEYS, writeString} from '../../../lib/storage'
import {parseVisits, shouldOfferUrgency, urgencyDelayMs} from '../logic'

const UrgencyPanel = lazy(() => import('./urgency-panel').then((m) => ({default: m.UrgencyPanel})))

/** Counts this visit once per page load and returns the new count; the page's loader may have counted it. */
function countVisit() {
  const counted = takeLoaderVisitCount()
  if (counted !== null) return counted
  const visits = parseVisits(readString(STORAGE_KEYS.visits)) + 1
  writeString(STORAGE_KEYS.visits, String(visits))
  return visits
}

/**
 * Returning-visitor offer: appears after 60/45/30 s depending on the visit count, never for purchasers,
 * and not again for 7 days once dismissed (DECISIONS 8); it never takes focus (DECISIONS 43).
 */
export function UrgencyPopup({claimedValue}: {claimedValue: number}) {
  const {purchased} = useAccessState()
  const [visits, setVisits] = useState(0)
  const [open, setOpen] = useState(false)
  // The delays count from the page's load: on a page that starts its scripts on demand, this may mount later.
  const [sinceLoadMs] = useState(() => (isInitialRenderDone() ? 0 : performance.now()))

  useEffect(() => setVisits(countVisit()), [])

  useEffect(() => {
    if (visits === 0) return
    const dismissed = readString(STORAGE_KEYS.urgencyDismissed)
    if (!shouldOfferUrgency({purchased, dismissedAt: dismissed === null ? null : Number(dismissed), now: Date.now()}))
      return
    const timer = window.setTimeout(() => setOpen(true), Math.max(0, urgencyDelayMs(visits) - sinceLoadMs))
    return () => window.clearTimeout(timer)
  }, [visits, purchased, sinceLoadMs])

  const close = useCallback(() => {
    writeString(STORAGE_KEYS.urgencyDismissed, String(Date.now()))
    setOpen(false)
  }, [])

  if (purchased) return null
  return (
    <CornerRegion>
      <span hidden {...{[COUNTS_VISIT_ATTRIBUTE]: ''}} />
      {open ? (
        <Suspense fallback={null}>
          <UrgencyPanel claimedValue={claimedValue} onClose={close} />
        </Suspense>
      ) : null}
    </CornerRegion>
  )
}
