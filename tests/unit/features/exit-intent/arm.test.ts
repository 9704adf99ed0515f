import {EXIT_INTENT_ARM_MS} from '../../../../src/config/site'
import {armExitIntent} from '../../../../src/features/exit-intent/arm'

// The fake clock starts with the page: performance.now() is the time since its load.
const leaveThroughTop = () =>
  document.dispatchEvent(new MouseEvent('mouseout', {clientY: 0, relatedTarget: null, bubbles: true}))

describe('the exit intent arms EXIT_INTENT_ARM_MS after the page load, however late the scripts start', () => {
  beforeEach(() => {
    window.localStorage.clear()
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('scripts that start 12 s after the load arm it 3 s later, not 15 s later', () => {
    jest.advanceTimersByTime(12_000)
    const onExit = jest.fn()
    const disarm = armExitIntent(onExit)
    jest.advanceTimersByTime(EXIT_INTENT_ARM_MS - 12_000 - 1)
    leaveThroughTop()
    expect(onExit).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    leaveThroughTop()
    expect(onExit).toHaveBeenCalledTimes(1)
    disarm()
  })

  it('scripts that start after it is due arm it at once', () => {
    // Shown once per page session (this file's module): the first test already showed it, so a fresh module.
    jest.isolateModules(() => {
      const {armExitIntent: armFresh} = jest.requireActual<typeof import('../../../../src/features/exit-intent/arm')>(
        '../../../../src/features/exit-intent/arm',
      )
      jest.advanceTimersByTime(EXIT_INTENT_ARM_MS + 5_000)
      const onArmed = jest.fn()
      const onExit = jest.fn()
      const disarm = armFresh(onExit, {onArmed})
      jest.advanceTimersByTime(0)
      expect(onArmed).toHaveBeenCalledTimes(1)
      leaveThroughTop()
      expect(onExit).toHaveBeenCalledTimes(1)
      disarm()
    })
  })
})
