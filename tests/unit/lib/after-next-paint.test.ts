import {afterNextPaint} from '../../../src/lib/after-next-paint'

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('runs the work in a task after the next frame, not in the frame itself', () => {
    const order: string[] = []
    afterNextPaint(() => order.push('work'))
    requestAnimationFrame(() => order.push('frame'))
    expect(order).toEqual([])
    jest.advanceTimersToNextTimer() // the frame
    expect(order).toEqual(['frame'])
    jest.runOnlyPendingTimers() // the task after it
    expect(order).toEqual(['frame', 'work'])
  })
})
