/**
 * For the tests of the calling describe block: each starts with an empty localStorage, an empty history entry
 * state (tools keep their step there) and a fresh mock as the browser's fetch (no functions run under unit tests). Script its answers per test (mockResolvedValueOnce).
 */
export function freshStorageAndFetch(): jest.Mock {
  const fetchMock = jest.fn()
  beforeEach(() => {
    window.localStorage.clear()
    window.history.replaceState(null, '')
    fetchMock.mockReset()
    global.fetch = fetchMock
  })
  return fetchMock
}
