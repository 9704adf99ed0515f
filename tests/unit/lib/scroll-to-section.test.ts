import {followHashChanges, goToSection, scheduleHashScroll, scrollToSection} from '../../../src/lib/scroll-to-section'

describe('section navigation', () => {
  let scrollTo: jest.SpyInstance
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = ''
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    Object.defineProperty(window, 'scrollY', {value: 1000, configurable: true})
  })
  afterEach(() => {
    jest.useRealTimers()
    scrollTo.mockRestore()
  })

  const addSection = (id: string, top: number) => {
    const el = document.createElement('section')
    el.id = id
    el.getBoundingClientRect = () => ({top}) as DOMRect
    document.body.append(el)
  }

  it('scrolls smoothly, leaving 80 px for the sticky bar', () => {
    addSection('wellness', 500)
    scrollToSection('wellness')
    expect(scrollTo).toHaveBeenCalledWith({top: 1420, behavior: 'smooth'})
  })

  it('retries every 200 ms and finds a section rendered late', () => {
    scrollToSection('late')
    jest.advanceTimersByTime(400)
    addSection('late', 0)
    jest.advanceTimersByTime(200)
    expect(scrollTo).toHaveBeenCalledWith({top: 920, behavior: 'smooth'})
  })

  it('gives up after 5 retries with the spec message', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined)
    scrollToSection('missing')
    jest.advanceTimersByTime(5 * 200 - 1)
    expect(log).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(log).toHaveBeenCalledWith('Could not find section with id: missing')
    jest.advanceTimersByTime(2000)
    expect(log).toHaveBeenCalledTimes(1)
    expect(scrollTo).not.toHaveBeenCalled()
    log.mockRestore()
  })

  it('navigates to /#id from another route', () => {
    window.history.pushState(null, '', '/toolkit')
    const navigate = jest.fn()
    goToSection('phase-quiz', navigate)
    expect(navigate).toHaveBeenCalledWith('/#phase-quiz')
    window.history.pushState(null, '', '/')
  })

  it('scrolls to the hash 100 ms after load', () => {
    addSection('purchase', 200)
    scheduleHashScroll('#purchase')
    jest.advanceTimersByTime(99)
    expect(scrollTo).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(scrollTo).toHaveBeenCalledWith({top: 1120, behavior: 'smooth'})
  })

  it('a new hash lands there, even right after a scripted landing elsewhere, whose watch it ends', () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {value: 100_000, configurable: true})
    addSection('tracking', 3000)
    addSection('amy-stack', -80)
    const stop = followHashChanges()
    scrollToSection('tracking')
    expect(document.activeElement?.id).toBe('tracking')
    window.history.replaceState(null, '', '#amy-stack')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    // The browser's own jump moved the page; the watch over 'tracking' would pull it back.
    Object.defineProperty(window, 'scrollY', {value: 500, configurable: true})
    scrollTo.mockClear()
    jest.advanceTimersByTime(100)
    // The focus on the heading the last landing gave is not a move of hers: the new hash is followed.
    expect(scrollTo).toHaveBeenCalledWith({top: -80 + 500 - 80, behavior: 'smooth'})
    jest.advanceTimersByTime(1000)
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({top: 3000 + 500 - 80}))
    stop()
    window.history.replaceState(null, '', '/')
  })

  it("on load with a hash: focus a script gave (the router's page wrapper) still lands; focus she moved to a control does not", () => {
    addSection('phase-quiz', 700)
    const wrapper = Object.assign(document.createElement('div'), {id: 'gatsby-focus-wrapper', tabIndex: -1})
    const control = document.createElement('button')
    document.body.append(wrapper, control)
    wrapper.focus()
    scheduleHashScroll('#phase-quiz')
    jest.advanceTimersByTime(100)
    expect(scrollTo).toHaveBeenCalledWith({top: 1620, behavior: 'smooth'})
    scrollTo.mockClear()
    control.focus()
    scheduleHashScroll('#phase-quiz')
    jest.advanceTimersByTime(100)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  describe('the watch after a landing, in a browser with scroll anchoring', () => {
    let y = 0
    let headingTop = 3000
    const scrollHeight = 20_000
    beforeEach(() => {
      y = 0
      headingTop = 3000
      Object.defineProperty(window, 'scrollY', {get: () => y, configurable: true})
      Object.defineProperty(document.documentElement, 'scrollHeight', {value: scrollHeight, configurable: true})
      // An instant scroll here, kept within the page as the browser keeps it.
      scrollTo.mockImplementation((options: ScrollToOptions) => {
        const maxY = document.documentElement.scrollHeight - window.innerHeight
        y = Math.max(0, Math.min(options.top ?? y, maxY))
      })
      const section = document.createElement('section')
      section.id = 'sleep'
      const heading = document.createElement('h2')
      heading.getBoundingClientRect = () => ({top: headingTop - y}) as DOMRect
      section.append(heading)
      document.body.append(section)
    })
    afterEach(() => {
      Object.defineProperty(window, 'scrollY', {value: 1000, configurable: true})
    })

    it('a scroll that leaves the heading where it was in the document is hers (scrollbar, find-in-page): never undone', () => {
      scrollToSection('sleep')
      expect(y).toBe(3000 - 80)
      jest.advanceTimersByTime(500)
      scrollTo.mockClear()
      y = 15_000
      jest.advanceTimersByTime(8000)
      expect(scrollTo).not.toHaveBeenCalled()
      expect(y).toBe(15_000)
    })

    it("the landing's own smooth scroll is not taken for hers, however slowly the frames come", () => {
      scrollTo.mockImplementationOnce(() => undefined)
      scrollToSection('sleep')
      // The animation moves the page, a tick at a time, toward the heading.
      for (const step of [400, 1200, 2000]) {
        y = step
        jest.advanceTimersByTime(120)
      }
      // A late section above grew while it ran: the animation ends short of the heading, and is landed.
      headingTop += 500
      y = 2920
      jest.advanceTimersByTime(360)
      expect(y).toBe(3500 - 80)
    })

    it('a late section above that moves the heading is landed again, with or without the page moving along', () => {
      scrollToSection('sleep')
      jest.advanceTimersByTime(500)
      // Scroll anchoring moved the page with the heading, but short of it.
      headingTop += 600
      y += 450
      jest.advanceTimersByTime(240)
      expect(y).toBe(3600 - 80)
      // No anchoring (a browser without it): the heading moved alone.
      headingTop -= 1000
      jest.advanceTimersByTime(240)
      expect(y).toBe(2600 - 80)
      // After all that, her scroll still ends the watch.
      y = 100
      jest.advanceTimersByTime(8000)
      expect(y).toBe(100)
    })

    it('the end of the page rising above her (a section below shrank) is not her scroll: the watch goes on', () => {
      headingTop = 15_000
      scrollToSection('sleep')
      expect(y).toBe(15_000 - 80)
      jest.advanceTimersByTime(500)
      // A section below the heading shrank: the page now ends above where she was, and the browser moved her up.
      Object.defineProperty(document.documentElement, 'scrollHeight', {value: 15_500, configurable: true})
      y = 15_500 - window.innerHeight
      jest.advanceTimersByTime(240)
      // A section above then grew (no anchoring): the heading is landed again, so the watch was still on.
      headingTop += 300
      Object.defineProperty(document.documentElement, 'scrollHeight', {value: 15_800, configurable: true})
      jest.advanceTimersByTime(240)
      expect(y).toBe(Math.min(15_300 - 80, 15_800 - window.innerHeight))
    })

    it('a wheel, touch, key or press ends the watch at once', () => {
      scrollToSection('sleep')
      window.dispatchEvent(new Event('wheel'))
      headingTop += 600
      jest.advanceTimersByTime(8000)
      expect(y).toBe(3000 - 80)
    })
  })
})
