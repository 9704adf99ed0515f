import {useId, useState, type FormEvent} from 'react'
import {useMutation} from '../../../lib/query-client'
import {Button} from '../../../components/ui/button'
import {toastOutcome} from '../../../components/ui/use-toast'
import {STORAGE_KEYS, writeString} from '../../../lib/storage'
import {captureGuideEmail} from '../api'
import {EXIT_INTENT_MESSAGES as M} from '../messages'
import * as styles from './exit-intent-popup.module.css'

/**
 * The survival guide's email form, the same in the exit-intent pop-up and the landing page's inline offer:
 * POST /api/email-capture with the form's source; success stores the captured flag for good (the
 * pop-up then never opens) and calls `onCaptured`.
 */
export function GuideSignUpForm({source, onCaptured}: {source?: string; onCaptured?: () => void}) {
  const [email, setEmail] = useState('')
  const inputId = useId()
  const capture = useMutation({mutationFn: (address: string) => captureGuideEmail(address, source)})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address) return
    const done = () => {
      writeString(STORAGE_KEYS.exitIntentCaptured, 'true')
      onCaptured?.()
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
      <Button type="submit" size="lg" block busy={capture.isPending}>
        {capture.isPending ? M.sending : M.submit}
      </Button>
      <small className={styles.privacy}>{M.privacy}</small>
    </form>
  )
}
