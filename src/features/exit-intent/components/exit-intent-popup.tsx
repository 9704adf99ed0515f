import {useEffect, useId, useState, type FormEvent} from 'react'
import {useMutation} from '@tanstack/react-query'
import {Dialog} from '../../../components/ui/dialog'
import {Button} from '../../../components/ui/button'
import {toast} from '../../../components/ui/use-toast'
import {readString, STORAGE_KEYS, writeString} from '../../../lib/storage'
import {EXIT_INTENT_ARM_MS} from '../../../config/site'
import {captureExitIntentEmail} from '../api'
import {leftThroughTop} from '../logic'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import * as styles from './exit-intent-popup.module.css'

/** Shown once per page session: a module variable lives exactly as long as the loaded page. */
let shownThisSession = false

/**
 * Exit-intent pop-up (spec): arms 15 s after load unless the email was captured or it was shown;
 * opens once when the pointer leaves through the top; success stores the captured flag for good.
 */
export function ExitIntentPopup() {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const inputId = useId()
  const capture = useMutation({mutationFn: captureExitIntentEmail})

  useEffect(() => {
    if (shownThisSession || readString(STORAGE_KEYS.exitIntentCaptured)) return
    const onLeave = (event: MouseEvent) => {
      if (!leftThroughTop(event) || shownThisSession) return
      shownThisSession = true
      setOpen(true)
      document.removeEventListener('mouseout', onLeave)
    }
    const timer = window.setTimeout(() => document.addEventListener('mouseout', onLeave), EXIT_INTENT_ARM_MS)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('mouseout', onLeave)
    }
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) return
    capture.mutate(address, {
      onSuccess: () => {
        writeString(STORAGE_KEYS.exitIntentCaptured, 'true')
        setOpen(false)
        toast({title: M.successTitle, description: M.successText})
      },
      onError: (error) => {
        console.error(error)
        toast({title: M.errorTitle, description: M.errorText, variant: 'destructive'})
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={setOpen} title={M.title} description={M.description}>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId}>{M.email}</label>
        <input id={inputId} type="email" required autoComplete="email" placeholder={M.placeholder} value={email} onChange={(event) => setEmail(event.target.value)} className={styles.input} />
        <Button type="submit" size="lg" block disabled={capture.isPending}>
          {capture.isPending ? M.sending : M.submit}
        </Button>
        <small className={styles.privacy}>{M.privacy}</small>
      </form>
    </Dialog>
  )
}
