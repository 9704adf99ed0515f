import {useCallback, useEffect, useState} from 'react'
import {CornerPanel, CornerRegion} from '../../../components/ui/corner-panel'
import {armExitIntent} from '../arm'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import {GuideSignUpForm} from './guide-sign-up-form'

/**
 * Exit-intent offer: arms 15 s after load unless the email was captured or it was shown; appears once
 * when the pointer leaves through the top; success stores the captured flag for good. The pointer leaving is
 * not a request for it, so it never takes focus (DECISIONS 43): a non-modal corner panel with the original title,
 * text and form, closed by its × or Escape; a visitor who tabbed into it gets focus back.
 * `exited`: the visitor has already left through the top (gatsby-browser armed the trigger itself): show it now.
 */
export function ExitIntentPopup({exited = false}: {exited?: boolean}) {
  const [open, setOpen] = useState(exited)

  useEffect(() => (exited ? undefined : armExitIntent(() => setOpen(true))), [exited])

  const close = useCallback(() => setOpen(false), [])

  return (
    <CornerRegion>
      {open ? (
        <CornerPanel title={M.title} closeLabel={M.close} onClose={close}>
          {(dismiss) => (
            <>
              <p>{M.description}</p>
              <GuideSignUpForm onCaptured={dismiss} />
            </>
          )}
        </CornerPanel>
      ) : null}
    </CornerRegion>
  )
}
