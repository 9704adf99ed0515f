import {useId, useState, type FormEvent} from 'react'
import {useMutation} from '../../../lib/query-client'
import {Button} from '../../../components/ui/button'
import {toastOutcome} from '../../../components/ui/use-toast'
import {sendContactMessage} from '../api'
import {CONTACT_MESSAGES as M} from '../messages'
import * as styles from './contact.module.css'

type ContactMessage = {name: string; email: string; subject: string; message: string}
const EMPTY: ContactMessage = {name: '', email: '', subject: '', message: ''}

/** The contact form: all four fields required (browser validation), sent to the coach by POST /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const id = useId()
  const send = useMutation({mutationFn: sendContactMessage})
  const field = (name: keyof ContactMessage) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    onChange: (event: {target: {value: string}}) => setValues((current) => ({...current, [name]: event.target.value})),
    className: styles.input,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate(
      values,
      toastOutcome(
        {title: M.sentTitle, description: M.sentText},
        {title: M.errorTitle, description: M.errorText},
        {done: () => setValues(EMPTY), logError: true},
      ),
    )
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{M.name}</label>
          <input type="text" autoComplete="name" maxLength={200} {...field('name')} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{M.email}</label>
          <input type="email" autoComplete="email" maxLength={254} {...field('email')} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-subject`}>{M.subject}</label>
        <input type="text" maxLength={200} {...field('subject')} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-message`}>{M.message}</label>
        <textarea rows={6} maxLength={5000} {...field('message')} />
      </div>
      <Button type="submit" size="lg" busy={send.isPending}>
        {send.isPending ? M.sending : M.send}
      </Button>
    </form>
  )
}
