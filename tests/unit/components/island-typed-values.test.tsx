import {act, useState} from 'react'
import {hydrateRoot} from 'react-dom/client'
import {replayTypedValues} from '../../../src/components/island/typed-values'

/** A form as islands have them: every control controlled by React state, shown back as text. */
function SignUp() {
  const [email, setEmail] = useState('')
  const [note, setNote] = useState('')
  const [phase, setPhase] = useState('peri')
  const [consent, setConsent] = useState(false)
  return (
    <form>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <select aria-label="Phase" value={phase} onChange={(event) => setPhase(event.target.value)}>
        <option value="peri">Perimenopause</option>
        <option value="post">Postmenopause</option>
      </select>
      <input
        type="checkbox"
        aria-label="Consent"
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
      <output>{`${email}|${note}|${phase}|${consent}`}</output>
    </form>
  )
}

/** SignUp's static HTML, as Gatsby's build writes it (React's server render of the empty form). */
const STATIC_HTML =
  '<form><input aria-label="Email" value=""/><textarea aria-label="Note"></textarea><select aria-label="Phase">' +
  '<option value="peri" selected="">Perimenopause</option><option value="post">Postmenopause</option></select>' +
  '<input type="checkbox" aria-label="Consent"/><output>||peri|false</output></form>'

;(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true

/** The static form, its four controls, and the text React shows of its state. */
function staticForm() {
  const container = document.createElement('div')
  container.innerHTML = STATIC_HTML
  document.body.append(container)
  return {
    container,
    email: container.querySelector('input[aria-label="Email"]') as HTMLInputElement,
    note: container.querySelector('textarea') as HTMLTextAreaElement,
    phase: container.querySelector('select') as HTMLSelectElement,
    consent: container.querySelector('input[type="checkbox"]') as HTMLInputElement,
    shown: () => container.querySelector('output')?.textContent,
  }
}

describe("an island's controls filled in before and while it hydrated", () => {
  it('reach the hydrated form as they are then, as if typed after', async () => {
    const {container, email, note, phase, consent, shown} = staticForm()
    // She types and ticks while the page's scripts are still on their way.
    email.value = 'jo@'
    note.value = 'hot flashes at night'
    phase.value = 'post'
    consent.checked = true
    await act(async () => {
      hydrateRoot(container, <SignUp />)
    })
    // React hydrated with its own (empty) state and did not see any of it.
    expect(shown()).toBe('||peri|false')
    // And goes on typing before the replay: what the field holds then is what React gets.
    email.value = 'jo@example.com'
    await act(async () => replayTypedValues(container))

    expect(shown()).toBe('jo@example.com|hot flashes at night|post|true')
    expect([email.value, note.value, phase.value, consent.checked]).toEqual([
      'jo@example.com',
      'hot flashes at night',
      'post',
      true,
    ])
    container.remove()
  })

  it('a value React already has is left as it is', async () => {
    const {container, email, shown} = staticForm()
    await act(async () => {
      hydrateRoot(container, <SignUp />)
    })
    const typed: string[] = []
    email.addEventListener('input', () => typed.push(email.value))
    await act(async () => replayTypedValues(container))
    expect(typed).toEqual([])
    expect(shown()).toBe('||peri|false')
    container.remove()
  })
})
