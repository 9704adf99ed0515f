import {useEffect, useRef} from 'react'
import {keptStepFrom, type Answers, type KeptStep} from '../logic'

/** Whether an assessment has mounted since this document loaded: a reload keeps history.state too. */
let mountedSinceLoad = false

/** A reload asks "Continue your assessment?" (the original resume offer) rather than jumping back silently. */
function isFirstMountOfReload() {
  const navigation = (
    typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation')[0] : undefined
  ) as PerformanceNavigationTiming | undefined
  const reload = !mountedSinceLoad && navigation?.type === 'reload'
  mountedSinceLoad = true
  return reload
}

/**
 * The assessment's step and answers live in the current history entry's state, which the browser gives
 * back on Back and Forward; `restore` receives them once after hydration (never during the static render).
 */
export function useHistoryStep(step: number, answers: Answers, restore: (kept: KeptStep) => void) {
  const restoreOnce = useRef(restore)
  useEffect(() => {
    if (isFirstMountOfReload()) return
    const kept = keptStepFrom(window.history.state)
    if (kept) restoreOnce.current(kept)
  }, [])
  useEffect(() => {
    const state: unknown = window.history.state
    window.history.replaceState(
      {...(typeof state === 'object' && state !== null ? state : {}), assessment: {step, answers}},
      '',
    )
  }, [step, answers])
}
