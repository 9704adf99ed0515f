import {act, renderHook} from '@testing-library/react'
import {useSavedProgress} from '../../../../src/features/assessment/hooks/use-saved-progress'
import {EMPTY_ANSWERS, type Answers} from '../../../../src/features/assessment/logic'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const KEY = STORAGE_KEYS.assessmentProgress
const answers: Answers = {selectedSymptoms: {sleep: true}, severity: {sleep: 2}, email: ''}

describe('useSavedProgress', () => {
  let error: jest.SpyInstance
  beforeEach(() => {
    localStorage.clear()
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => error.mockRestore())

  it('offers fresh progress past the first step back', () => {
    const saved = {currentStep: 2, answers, timestamp: Date.now() - 60_000}
    localStorage.setItem(KEY, JSON.stringify(saved))
    const {result} = renderHook(() => useSavedProgress(0, EMPTY_ANSWERS))
    expect(result.current.resumable).toEqual(saved)
    // Nothing is overwritten while the question is open.
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual(saved)
    act(() => result.current.dismissResume())
    expect(result.current.resumable).toBeNull()
  })

  it('deletes progress older than 24 hours', () => {
    localStorage.setItem(KEY, JSON.stringify({currentStep: 1, answers, timestamp: Date.now() - 25 * 3600_000}))
    const {result} = renderHook(() => useSavedProgress(0, EMPTY_ANSWERS))
    expect(result.current.resumable).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['unparseable JSON', '{oops'],
    ['a wrong shape', JSON.stringify({currentStep: 'two'})],
  ])('removes %s and logs it', (_case, raw) => {
    localStorage.setItem(KEY, raw)
    const {result} = renderHook(() => useSavedProgress(0, EMPTY_ANSWERS))
    expect(result.current.resumable).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(error).toHaveBeenCalled()
  })

  it('saves on every change once a symptom is chosen, and not before', () => {
    const {rerender} = renderHook(({step, a}) => useSavedProgress(step, a), {initialProps: {step: 0, a: EMPTY_ANSWERS}})
    expect(localStorage.getItem(KEY)).toBeNull()
    rerender({step: 0, a: answers})
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({currentStep: 0, answers})
    rerender({step: 1, a: answers})
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toMatchObject({currentStep: 1})
  })
})
