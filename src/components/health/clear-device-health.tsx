import {useEffect, useRef, useState} from 'react'
import {DEVICE_HEALTH_KEYS, removeKey} from '../../lib/storage'
import {Button} from '../ui/button'

/** The privacy policy's "clear this browser" step (docs/threat-model.md, on-device health answers). */
export const CLEAR_DEVICE_HEALTH_MESSAGES = {
  start: 'Clear my health answers from this browser',
  confirm:
    'This removes your phase quiz stage, your last assessment, the answers that call for a clinician, the supplements you marked with their doses and the name on your summary, from this browser only. It cannot be undone, and it deletes nothing from our server.',
  yes: 'Yes, clear them',
  no: 'Keep them',
  cleared: 'Your health answers are cleared from this browser.',
} as const
const M = CLEAR_DEVICE_HEALTH_MESSAGES

type Step = 'idle' | 'confirming' | 'cleared'

/**
 * Removes what this browser keeps of her health (DEVICE_HEALTH_KEYS), after she confirms. The control she pressed
 * goes away at each step, so focus follows her there (WCAG 2.4.3): to "Yes" when asked, back to the start button on
 * "Keep them", to the result when cleared. Only her press moves it, never the first render.
 */
export function ClearDeviceHealth() {
  const [step, setStep] = useState<Step>('idle')
  // Off in the static HTML until React runs it: a press before then would do nothing at all.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const box = useRef<HTMLDivElement>(null)
  const pressed = useRef(false)
  useEffect(() => {
    if (pressed.current) box.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus()
  }, [step])
  const go = (next: Step) => {
    pressed.current = true
    setStep(next)
  }
  const clear = () => {
    for (const key of DEVICE_HEALTH_KEYS) removeKey(key)
    go('cleared')
  }

  return (
    <div ref={box}>
      {step === 'idle' ? (
        <p>
          <Button variant="outline" disabled={!ready} onClick={() => go('confirming')}>
            {M.start}
          </Button>
        </p>
      ) : step === 'confirming' ? (
        <div role="group" aria-labelledby="clear-device-health-question">
          <p id="clear-device-health-question">{M.confirm}</p>
          <p>
            <Button onClick={clear}>{M.yes}</Button>{' '}
            <Button variant="outline" onClick={() => go('idle')}>
              {M.no}
            </Button>
          </p>
        </div>
      ) : (
        <p role="status" tabIndex={-1}>
          {M.cleared}
        </p>
      )}
    </div>
  )
}
