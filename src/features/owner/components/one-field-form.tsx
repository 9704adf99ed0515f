import {useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import * as styles from './owner.module.css'

type OneFieldFormProps = {
  id: string
  label: string
  type: 'email' | 'password'
  autoComplete: string
  submitLabel: string
  busy: boolean
  onSubmit: (value: string) => void
}

/** A back-office form of one required, labelled field and its button (the sign-in address, the setup code). */
export function OneFieldForm({id, label, type, autoComplete, submitLabel, busy, onSubmit}: OneFieldFormProps) {
  const [value, setValue] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(value)
  }
  return (
    <form onSubmit={submit} className={styles.form}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  )
}
