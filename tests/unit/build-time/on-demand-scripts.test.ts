import {
  COUNTS_VISIT_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  IDLE_START_MS,
  NATIVE_TAP_GRACE_MS,
  START_EVENTS,
  PAGE_NOTE_ATTRIBUTE,
  PAGE_NOTE_MESSAGES,
  SLOW_START_MS,
  START_NEAR_ATTRIBUTE,
} from '../../../src/config/page-scripts'
import {startScriptsOnDemand} from '../../../src/lib/page-loader/start-scripts'
import {STORAGE_KEYS} from '../../../src/lib/storage'

const SOURCES = ['/webpack-runtime-1a.js', '/framework-2b.js', '/app-3c.js']
const BODY = `<main data-scripts="on-demand"><div data-island=""><section><button id="menu">Menu</button></section></div><div data-island="" ${START_NEAR_ATTRIBUTE}="300px"><section id="quiz"><form id="quiz-form"><button type="button" id="start">Start</button></form></section></div></main>`

/** IntersectionObserver is not in jsdom: this one records what is observed, and the test says what intersects. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = []
  observed: Element[] = []
  disconnected = false
  constructor(
    readonly callback: (entries: Array<{isIntersecting: boolean; target: Element}>) => void,
    readonly options: {rootMargin: string},
  ) {
    FakeIntersectionObserver.all.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.disconnected = true
  }
}

type Kept = {
  click: Element | null
  submit: Element | null
  installOffer: Event | null
  visits: number | null
  take: () => Kept
}
const kept = () => (window as unknown as Record<string, Kept>)[EARLY_INPUT_GLOBAL]
const appended = () => [...document.body.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'))

/** Puts the page's body in the document and runs its loader, as the browser would at the end of the body. */
function load(body = BODY) {
  document.body.innerHTML = body
  startScriptsOnDemand(SOURCES)
}

beforeEach(() => {
  jest.useFakeTimers()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
  FakeIntersectionObserver.all = []
  Object.assign(window, {IntersectionObserver: FakeIntersectionObserver})
})
afterEach(() => {
  kept()?.take()
  for (const type of START_EVENTS) window.dispatchEvent(new Event(type))
  jest.useRealTimers()
})

describe('a page that starts its scripts on demand', () => {
  it('loads no script with the page, nor after its first paint', () => {
    load()
    jest.advanceTimersByTime(IDLE_START_MS - 1)
    expect(appended()).toEqual([])
  })

  it.each(START_EVENTS)('starts them, in order and once, at the first %s', (type) => {
    load()
    window.dispatchEvent(new Event(type))
    document.getElementById('menu')?.dispatchEvent(new Event(type, {bubbles: true}))
    expect(appended()).toEqual(SOURCES)
  })

  it("starts them when a child of a 'start near' part comes within its margin, and stops watching", () => {
    load()
    const [observer] = FakeIntersectionObserver.all
    expect(observer.options.rootMargin).toBe('300px 0px')
    expect(observer.observed.map((element) => element.id)).toEqual(['quiz'])
    observer.callback([{isIntersecting: false, target: observer.observed[0]}])
    expect(appended()).toEqual([])
    observer.callback([{isIntersecting: true, target: observer.observed[0]}])
    expect(appended()).toEqual(SOURCES)
    expect(observer.disconnected).toBe(true)
  })

  it('starts them for an idle reader after IDLE_START_MS', () => {
    load()
    jest.advanceTimersByTime(IDLE_START_MS)
    expect(appended()).toEqual(SOURCES)
  })

  it.each([STORAGE_KEYS.accessToken, STORAGE_KEYS.reviewerAccess, STORAGE_KEYS.adminMode])(
    'starts them after the first paint when %s is stored (her own view)',
    (key) => {
      localStorage.setItem(key, 'true')
      load()
      jest.advanceTimersByTime(1000)
      expect(appended()).toEqual(SOURCES)
    },
  )

  it('starts them after the first paint when the address has a query or a section', () => {
    window.history.replaceState(null, '', '/?code=REVIEW')
    load()
    jest.advanceTimersByTime(1000)
    expect(appended()).toEqual(SOURCES)
  })

  it("keeps a click on a tool's button and a form's submit for the app, and hands them over once", () => {
    load()
    const start = document.getElementById('start') as HTMLButtonElement
    const click = new MouseEvent('click', {bubbles: true, cancelable: true})
    start.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    const submit = new Event('submit', {bubbles: true, cancelable: true})
    document.getElementById('quiz-form')?.dispatchEvent(submit)
    expect(submit.defaultPrevented).toBe(true)
    expect(appended()).toEqual(SOURCES)

    const taken = kept().take()
    expect(taken.click).toBe(start)
    expect(taken.submit?.id).toBe('quiz-form')
    // Once taken, the app keeps its own: the loader lets clicks through.
    const later = new MouseEvent('click', {bubbles: true, cancelable: true})
    start.dispatchEvent(later)
    expect(later.defaultPrevented).toBe(false)
  })

  it("keeps a click on a page's own button too, and lets a click on a link through", () => {
    load(
      `<main data-scripts="on-demand"><button type="button" id="plain">Plain</button><div data-island=""><a href="/toolkit" id="link"><span role="button">Go</span></a></div></main>`,
    )
    const onLink = new MouseEvent('click', {bubbles: true, cancelable: true})
    document.getElementById('link')?.dispatchEvent(onLink)
    expect(onLink.defaultPrevented).toBe(false)
    expect(kept().click).toBeNull()
    const onButton = new MouseEvent('click', {bubbles: true, cancelable: true})
    document.getElementById('plain')?.dispatchEvent(onButton)
    expect(onButton.defaultPrevented).toBe(true)
    expect(kept().click?.id).toBe('plain')
  })

  it('lets a click on a native control through: a popover invoker, a summary, a link', () => {
    load(
      `<main data-scripts="on-demand"><button type="button" popovertarget="menu" id="invoker">Menu</button><nav id="menu" popover></nav><details><summary id="summary">Coupon</summary></details></main>`,
    )
    for (const id of ['invoker', 'summary']) {
      const click = new MouseEvent('click', {bubbles: true, cancelable: true})
      document.getElementById(id)?.dispatchEvent(click)
      expect(click.defaultPrevented).toBe(false)
    }
    expect(kept().click).toBeNull()
  })

  it('lets a tap on a native control answer and paint before the scripts start: they start after its click, or after the grace', () => {
    const nativeBody = `<main data-scripts="on-demand"><button type="button" popovertarget="menu" id="invoker">Menu</button><nav id="menu" popover></nav><p id="text">Text</p></main>`
    const frames: FrameRequestCallback[] = []
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
    try {
      load(nativeBody)
      const invoker = document.getElementById('invoker') as HTMLElement
      for (const type of ['pointerdown', 'touchstart', 'focusin'])
        invoker.dispatchEvent(new Event(type, {bubbles: true}))
      expect(appended()).toEqual([])
      invoker.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))
      expect(appended()).toEqual([])
      // The frame that shows the open menu, then the task after it.
      frames.splice(0).forEach((frame) => frame(0))
      jest.advanceTimersByTime(0)
      expect(appended()).toEqual(SOURCES)
    } finally {
      raf.mockRestore()
      kept().take()
    }

    load(nativeBody)
    document.getElementById('invoker')?.dispatchEvent(new Event('pointerdown', {bubbles: true}))
    jest.advanceTimersByTime(NATIVE_TAP_GRACE_MS - 1)
    expect(appended()).toEqual([])
    jest.advanceTimersByTime(1)
    expect(appended()).toEqual(SOURCES)
    kept().take()

    load(nativeBody)
    document.getElementById('text')?.dispatchEvent(new Event('pointerdown', {bubbles: true}))
    expect(appended()).toEqual(SOURCES)
    kept().take()

    // The keyboard's focus on a native control paints nothing to wait for: they start at once.
    load(nativeBody)
    document.getElementById('invoker')?.dispatchEvent(new Event('focusin', {bubbles: true}))
    expect(appended()).toEqual(SOURCES)
  })

  describe('a kept tap is never silently lost', () => {
    const note = () => document.querySelector(`[${PAGE_NOTE_ATTRIBUTE}]`)
    const tapStart = () =>
      document.getElementById('start')?.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))

    it('the page says it is still loading when the app has not taken it within SLOW_START_MS; the app takes the note away', () => {
      load()
      tapStart()
      jest.advanceTimersByTime(SLOW_START_MS - 1)
      expect(note()).toBeNull()
      jest.advanceTimersByTime(1)
      expect(note()).toHaveAttribute('role', 'status')
      expect(note()?.textContent).toBe(PAGE_NOTE_MESSAGES.slow)
      expect(kept().take().click?.id).toBe('start')
      expect(note()).toBeNull()
    })

    it('says nothing when the app takes it in time', () => {
      load()
      tapStart()
      kept().take()
      jest.advanceTimersByTime(SLOW_START_MS)
      expect(note()).toBeNull()
    })

    it('says at once that the page could not load when one of its scripts failed', () => {
      load()
      tapStart()
      const scripts = document.body.querySelectorAll('script[src]')
      scripts[2].dispatchEvent(new Event('error'))
      expect(note()?.textContent).toBe(PAGE_NOTE_MESSAGES.failed)
    })

    it('a failure with no tap kept shows nothing until she taps, then says so at once', () => {
      load()
      window.dispatchEvent(new Event('pointerdown'))
      document.body.querySelector('script[src]')?.dispatchEvent(new Event('error'))
      expect(note()).toBeNull()
      tapStart()
      expect(note()?.textContent).toBe(PAGE_NOTE_MESSAGES.failed)
    })
  })

  describe("the visit count (the returning-visitor offer's), at the load however late the scripts start", () => {
    const countingPage = `<main data-scripts="on-demand"><span hidden ${COUNTS_VISIT_ATTRIBUTE}=""></span></main>`

    it.each([
      [null, 1],
      ['2', 3],
      ['garbled', 1],
    ])('a stored count of %s becomes %s, kept for the app, with no script started', (stored, counted) => {
      if (stored !== null) localStorage.setItem(STORAGE_KEYS.visits, stored)
      load(countingPage)
      expect(localStorage.getItem(STORAGE_KEYS.visits)).toBe(String(counted))
      expect(kept().visits).toBe(counted)
      expect(appended()).toEqual([])
    })

    it('a page that does not count visits leaves the count alone', () => {
      localStorage.setItem(STORAGE_KEYS.visits, '2')
      load()
      expect(localStorage.getItem(STORAGE_KEYS.visits)).toBe('2')
      expect(kept().visits).toBeNull()
    })
  })

  it("keeps the browser's install offer for the app, without starting the scripts (Chrome offers on every load)", () => {
    load()
    const offer = new Event('beforeinstallprompt')
    window.dispatchEvent(offer)
    expect(kept().installOffer).toBe(offer)
    expect(appended()).toEqual([])
  })
})
