import {waitFor} from '@testing-library/react'
import {act, useState} from 'react'
import {AfterFirstHydration} from '../../../src/components/island/after-first-hydration'
import {renderPage} from '../../../src/components/island/hydrate-in-slices'
import {keepEarlyClicks, markInitialRenderDone} from '../../../src/components/island/initial-render'

/** A page's own controls (outside any island), as the checkout has them: a consent box and a button. */
function CheckoutLike() {
  const [consent, setConsent] = useState(false)
  const [shown, setShown] = useState(false)
  return (
    <main>
      <input
        type="checkbox"
        aria-label="Email me news"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
      />
      <button type="button" onClick={() => setShown(true)}>
        Have a coupon code?
      </button>
      <output>{`${consent}|${shown}`}</output>
      <AfterFirstHydration />
    </main>
  )
}

/** CheckoutLike's static HTML, as the build writes it. */
const STATIC_HTML =
  '<main><input type="checkbox" aria-label="Email me news"/><button type="button">Have a coupon code?</button>' +
  '<output>false|false</output></main>'

;(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true

it("what she ticked and clicked in the page before it hydrated reaches the page's handlers once it has", async () => {
  const container = document.createElement('div')
  container.innerHTML = STATIC_HTML
  document.body.append(container)
  keepEarlyClicks()
  // Before the page hydrates: she ticks the consent box, then taps the button (kept, its default held back).
  const consent = container.querySelector('input') as HTMLInputElement
  consent.checked = true
  const tap = new MouseEvent('click', {bubbles: true, cancelable: true})
  container.querySelector('button')?.dispatchEvent(tap)
  expect(tap.defaultPrevented).toBe(true)

  let unmount = () => {}
  await act(async () => {
    unmount = renderPage(<CheckoutLike />, container)
    markInitialRenderDone()
  })
  // The kept click is replayed in a task of its own.
  await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('true|true'))
  expect(consent.checked).toBe(true)
  await act(async () => unmount())
  container.remove()
})
