import {useEffect, useState} from 'react'
import {Dialog} from '../../../components/ui/dialog'
import {armExitIntent} from '../arm'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import {GuideSignUpForm} from './guide-sign-up-form'

/**
 * Exit-intent pop-up (spec): arms 15 s after load unless the email was captured or it was shown;
 * opens once when the pointer leaves through the top; success stores the captured flag for good.
 * `exited`: the visitor has already left through the top (gatsby-browser armed the trigger itself): open now.
 */
export function ExitIntentPopup({exited = false}: {exited?: boolean}) {
  const [open, setOpen] = useState(exited)

  useEffect(() => (exited ? undefined : armExitIntent(() => setOpen(true))), [exited])

  return (
    <Dialog open={open} onOpenChange={setOpen} title={M.title} description={M.description}>
      <GuideSignUpForm onCaptured={() => setOpen(false)} />
    </Dialog>
  )
}
