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
})
