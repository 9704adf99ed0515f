import {fireEvent, render, screen} from '@testing-library/react'
import {DeleteMyData} from '../../../../src/features/access/components/delete-my-data'
import {TRACKER_KEY_HEADER} from '../../../../src/config/tracking'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

/** The finding "after a refund she is locked out of her own data" (docs/threat-model.md): the browser deletes it with the tracker key alone. */
describe('DeleteMyData (after a refund or dispute)', () => {
  const serverSays = (status: number) => {
    const fetchMock = jest.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(status === 200 ? '{"deleted":true}' : '{"code":"tracker_key_required"}', {status}),
    )
    global.fetch = fetchMock as unknown as typeof fetch
    return fetchMock
  }
  afterEach(() => window.localStorage.clear())

  it('after a refund, deletes her tracking data with the tracker key alone (no access token) and forgets the key', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.trackerKey,
      JSON.stringify({email: 'her@example.com', key: 'her-tracker-key'}),
    )
    const fetchMock = serverSays(200)
    render(<DeleteMyData />)
    fireEvent.click(await screen.findByRole('button', {name: 'Delete my tracking data'}))
    expect(await screen.findByRole('status')).toHaveTextContent('deleted from our servers')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/symptom-tracking')
    expect(init?.method).toBe('DELETE')
    expect(init?.headers).toEqual({[TRACKER_KEY_HEADER]: 'her-tracker-key'})
    expect(window.localStorage.getItem(STORAGE_KEYS.trackerKey)).toBeNull()
  })

  it('says so when the server fails, and keeps the key for another try', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.trackerKey,
      JSON.stringify({email: 'her@example.com', key: 'her-tracker-key'}),
    )
    serverSays(503)
    render(<DeleteMyData />)
    fireEvent.click(await screen.findByRole('button', {name: 'Delete my tracking data'}))
    expect(await screen.findByRole('alert')).toHaveTextContent('could not delete')
    expect(window.localStorage.getItem(STORAGE_KEYS.trackerKey)).not.toBeNull()
  })

  it('shows nothing where this browser keeps no tracker key', () => {
    serverSays(200)
    const {container} = render(<DeleteMyData />)
    expect(container).toBeEmptyDOMElement()
  })
})
