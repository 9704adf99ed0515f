import {useRef, useState, type FormEvent} from 'react'
import {Button} from '../../../components/ui/button'
import {focusInPlaceAfterRemoval} from '../../../lib/focus-in-place'
import type {Reminder} from '../../../lib/reminders/logic'
import {MESSAGES} from '../messages'
import type {useReminders} from '../hooks/use-reminders'
import * as styles from './reminders.module.css'

const {manager} = MESSAGES

type Actions = ReturnType<typeof useReminders>

function ReminderRow({reminder, actions, onRemove}: {reminder: Reminder; actions: Actions; onRemove: () => void}) {
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    if (reminder.enabled) return actions.disable(reminder)
    setBusy(true)
    await actions.enable(reminder)
    setBusy(false)
  }
  const switchId = `reminder-${reminder.id}`
  return (
    <li className={styles.row} data-testid="reminder">
      <span className={styles.time}>{reminder.time}</span>
      <div className={styles.rowText}>
        <label htmlFor={switchId} className={styles.rowTitle}>
          {reminder.title}
        </label>
        <p className={styles.rowBody}>{reminder.body}</p>
      </div>
      <input
        id={switchId}
        type="checkbox"
        role="switch"
        className={styles.toggle}
        checked={reminder.enabled}
        // Inert while it is being turned on, but never disabled: that would drop her focus on <body> (WCAG 2.4.3).
        aria-disabled={busy || undefined}
        aria-label={manager.enableLabel(reminder.title)}
        onChange={() => (busy ? undefined : void toggle())}
      />
      {reminder.type === 'custom' ? (
        <Button variant="ghost" aria-label={manager.deleteLabel(reminder.title)} onClick={onRemove}>
          {manager.delete}
        </Button>
      ) : null}
    </li>
  )
}

function CustomReminderForm({onAdd}: {onAdd: Actions['addCustom']}) {
  const [time, setTime] = useState('')
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (onAdd({time, title, body})) {
      setTime('')
      setTitle('')
      setBody('')
    }
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h3 className={styles.subheading}>{manager.addTitle}</h3>
      <div className={styles.fields}>
        <label className={styles.field}>
          {manager.time}
          <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </label>
        <label className={styles.field}>
          {manager.titleField}
          <input type="text" value={title} maxLength={60} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <label className={`${styles.field} ${styles.wide}`}>
          {manager.body}
          <input type="text" value={body} maxLength={140} onChange={(event) => setBody(event.target.value)} />
        </label>
      </div>
      <Button type="submit">{manager.add}</Button>
    </form>
  )
}

/**
 * Lists reminders, enables or disables each, adds and deletes custom ones, sends a test reminder. `mailTo`:
 * the reminders go by email to this address (DECISIONS 39), and turning off stops the emails.
 */
export function RemindersManager({
  actions,
  onTurnOff,
  mailTo,
}: {
  actions: Actions
  onTurnOff: () => void
  mailTo?: string
}) {
  const list = useRef<HTMLUListElement>(null)
  // A deleted reminder takes its Delete button with it: focus goes to the switch now in its place.
  const remove = (reminder: Reminder, index: number) => {
    actions.remove(reminder)
    focusInPlaceAfterRemoval(list.current, '[role="switch"]', index)
  }
  return (
    <div className={styles.card}>
      <h2 className={styles.heading}>{manager.title}</h2>
      {mailTo ? <p>{MESSAGES.mail.sentTo(mailTo)}</p> : null}
      <ul className={styles.list} ref={list}>
        {actions.reminders.map((reminder, index) => (
          <ReminderRow
            key={reminder.id}
            reminder={reminder}
            actions={actions}
            onRemove={() => remove(reminder, index)}
          />
        ))}
      </ul>
      <CustomReminderForm onAdd={actions.addCustom} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void actions.sendTest()}>
          {manager.test}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            actions.turnAllOff()
            onTurnOff()
          }}
        >
          {mailTo ? MESSAGES.mail.turnOff : manager.turnOff}
        </Button>
      </div>
      <p className={styles.note}>{mailTo ? MESSAGES.mail.turnOffNote : manager.turnOffNote}</p>
      <p className={styles.note}>{manager.note}</p>
    </div>
  )
}
