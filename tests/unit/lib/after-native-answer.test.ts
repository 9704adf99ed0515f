import {afterNativeAnswer} from '../../../src/lib/page-loader/controls'

const GRACE_MS = 1000

/** A handler over a popover invoker, a summary and a plain button; `started` counts its calls of `go`. */
function setUp() {
  document.body.innerHTML = `<button type="button" popovertarget="menu" id="invoker">Menu</button><nav id="menu" popover></nav>
    <details><summary id="summary">Have a coupon code?</summary></details><button type="button" id="plain">Start</button>`
  const painted: Array<() => void> = []
  let started = 0
  const handle = afterNativeAnswer(
    () => (started += 1),
    (work) => painted.push(work),
    GRACE_MS,
  )
  const send = (id: string, type: string) => {
    const event = new Event(type, {bubbles: true})
    document.getElementById(id)!.dispatchEvent(event)
    handle(event)
  }
  return {send, started: () => started, paint: () => painted.splice(0).forEach((work) => work())}
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

describe('afterNativeAnswer', () => {
  it('lets a press on a native control answer first: its focus waits, and it goes in the task after the painted click', () => {
    for (const id of ['invoker', 'summary']) {
      const page = setUp()
      page.send(id, 'pointerdown')
      page.send(id, 'touchstart')
      page.send(id, 'focusin')
      expect(page.started()).toBe(0)
      document.getElementById(id)!.dispatchEvent(new MouseEvent('click', {bubbles: true}))
      expect(page.started()).toBe(0)
      page.paint()
      expect(page.started()).toBe(1)
    }
  })

  it('goes after the grace when the press brings no click', () => {
    const page = setUp()
    page.send('invoker', 'pointerdown')
    jest.advanceTimersByTime(GRACE_MS - 1)
    expect(page.started()).toBe(0)
    jest.advanceTimersByTime(1)
    expect(page.started()).toBe(1)
  })

  it('goes at once for a press elsewhere, and for the keyboard’s focus on a native control', () => {
    const page = setUp()
    page.send('plain', 'pointerdown')
    expect(page.started()).toBe(1)
    page.send('invoker', 'focusin')
    expect(page.started()).toBe(2)
  })
})
