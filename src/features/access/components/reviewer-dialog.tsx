import {useRef, useState, type FormEvent} from 'react'
import {ApiError} from '../../../lib/api-client'
import {ERROR_CODES} from '../../../lib/api-contract'
import {clearReviewer, useAccessState} from '../../../lib/access/access-store'
import {Button} from '../../../components/ui/button'
import {Dialog, DESTRUCTIVE_ATTRIBUTE} from '../../../components/ui/dialog'
import {toast} from '../../../components/ui/use-toast'
import {redeemReviewerCode} from '../api'
import {ACCESS_MESSAGES as M} from '../messages'
import * as styles from './access.module.css'

/** The 'Reviewer Access' dialog: a code field checked by the server, with the original inline error. */
export function ReviewerDialog({open, onOpenChange}: {open: boolean; onOpenChange: (open: boolean) => void}) {
  const access = useAccessState()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const input = useRef<HTMLInputElement>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setPending(true)
    setError(null)
    try {
      await redeemReviewerCode(code)
      onOpenChange(false)
      toast({title: M.reviewerGrantedTitle, description: M.reviewerGrantedText})
    } catch (failure) {
      const invalid = failure instanceof ApiError && (failure.status === 401 || failure.status === 400)
      const busy = failure instanceof ApiError && failure.details.code === ERROR_CODES.reviewerCodeBusy
      setError(invalid ? M.reviewerInvalid : busy ? M.reviewerBusy : M.reviewerFailed)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={M.reviewerTitle} description={M.reviewerHelp}>
      {access.reviewer ? (
        <div className={styles.dialogBody}>
          <p>{M.reviewerActive}</p>
          <div className={styles.actions}>
            <Button
              variant="outline"
              {...{[DESTRUCTIVE_ATTRIBUTE]: ''}}
              onClick={() => {
                clearReviewer()
                // The button goes with the access it cleared: focus stays in the dialog, on the code field.
                input.current?.focus()
              }}
            >
              {M.reviewerClear}
            </Button>
          </div>
        </div>
      ) : null}
      <form onSubmit={submit} className={styles.dialogBody} noValidate>
        <label htmlFor="reviewer-code" className="visually-hidden">
          {M.reviewerLabel}
        </label>
        <input
          id="reviewer-code"
          ref={input}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={M.reviewerPlaceholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reviewer-code-error' : undefined}
        />
        {error ? (
          <p id="reviewer-code-error" role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={pending} disabled={code.trim() === ''}>
            {M.reviewerSubmit}
          </Button>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {M.reviewerCancel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
