import {act, useState} from 'react'
import {hydrateRoot} from 'react-dom/client'
import {replayTypedValues, takeTypedValues} from '../../../src/components/island/typed-values'

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

describe("an island's controls filled in before it hydrated", () => {
  it('reach the hydrated form, as if typed after', async () => {
    const container = document.createElement('div')
    container.innerHTML = STATIC_HTML
    document.body.append(container)
    const email = container.querySelector('input[aria-label="Email"]') as HTMLInputElement
    const note = container.querySelector('textarea') as HTMLTextAreaElement
    const phase = container.querySelector('select') as HTMLSelectElement
    const consent = container.querySelector('input[type="checkbox"]') as HTMLInputElement
    // She types and ticks while the page's scripts are still on their way.
    email.value = 'jo@example.com'
    note.value = 'hot flashes at night'
    phase.value = 'post'
    consent.checked = true

    const kept = takeTypedValues(container)
    expect(kept).toHaveLength(4)
    expect([email.value, note.value, phase.value, consent.checked]).toEqual(['', '', 'peri', false])
    await act(async () => {
      hydrateRoot(container, <SignUp />)
    })
    await act(async () => replayTypedValues(kept))

    expect(container.querySelector('output')?.textContent).toBe('jo@example.com|hot flashes at night|post|true')
    expect([email.value, note.value, phase.value, consent.checked]).toEqual([
      'jo@example.com',
      'hot flashes at night',
      'post',
      true,
    ])
    container.remove()
  })

  it('keep nothing when nothing was entered', () => {
    const container = document.createElement('div')
    container.innerHTML = STATIC_HTML
    expect(takeTypedValues(container)).toEqual([])
  })
})
