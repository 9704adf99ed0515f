import {useEffect, useId, useState, type FormEvent} from 'react'
import {useMutation} from '@tanstack/react-query'
import {Dialog} from '../../../components/ui/dialog'
import {Button} from '../../../components/ui/button'
import {toastOutcome} from '../../../components/ui/use-toast'
import {STORAGE_KEYS, writeString} from '../../../lib/storage'
import {captureExitIntentEmail} from '../api'
import {armExitIntent} from '../arm'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import * as styles from './exit-intent-popup.module.css'

/**
 * Exit-intent pop-up (spec): arms 15 s after load unless the email was captured or it was shown;
 * opens once when the pointer leaves through the top; success stores the captured flag for good.
 * `exited`: the visitor has already left through the top (gatsby-browser armed the trigger itself): open now.
 */
export function ExitIntentPopup({exited = false}: {exited?: boolean}) {
  const [open, setOpen] = useState(exited)
  const [email, setEmail] = useState('')
  const inputId = useId()
  const capture = useMutation({mutationFn: captureExitIntentEmail})

  useEffect(() => (exited ? undefined : armExitIntent(() => setOpen(true))), [exited])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) return
    const done = () => {
      writeString(STORAGE_KEYS.exitIntentCaptured, 'true')
      setOpen(false)
    }
    capture.mutate(
      address,
      toastOutcome(
        {title: M.successTitle, description: M.successText},
        {title: M.errorTitle, description: M.errorText},
        {done, logError: true},
      ),
    )
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} title={M.title} description={M.description}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId}>{M.email}</label>
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder={M.placeholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={styles.input}
        />
        <Button type="submit" size="lg" block disabled={capture.isPending}>
          {capture.isPending ? M.sending : M.submit}
        </Button>
        <small className={styles.privacy}>{M.privacy}</small>
      </form>
    </Dialog>
  )
}
