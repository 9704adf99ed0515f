import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import DemoAccessToggle from '../../../../src/features/remedies/components/demo-access-toggle'

describe('Demo: Grant/Remove Access', () => {
  beforeEach(() => {
    window.localStorage.clear()
    // jsdom cannot reload a page; the toggle's reload is all that is left out.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('grants demo access with the token from /api/demo-access', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({token: 'demo-token'}), {status: 200}))
    global.fetch = fetchMock as typeof fetch
    render(<DemoAccessToggle purchased={false} />)
    await userEvent.click(screen.getByRole('button', {name: 'Demo: Grant/Remove Access (for testing)'}))
    await waitFor(() => expect(window.localStorage.getItem('toolkit_purchased')).toBe('true'))
    expect(window.localStorage.getItem('toolkit_access_token')).toBe('demo-token')
    expect(fetchMock).toHaveBeenCalledWith('/api/demo-access', expect.objectContaining({method: 'POST'}))
  })

  it('removes the purchase', async () => {
    window.localStorage.setItem('toolkit_purchased', 'true')
    window.localStorage.setItem('toolkit_access_token', 'demo-token')
    render(<DemoAccessToggle purchased />)
    await userEvent.click(screen.getByRole('button', {name: 'Demo: Grant/Remove Access (for testing)'}))
    expect(window.localStorage.getItem('toolkit_purchased')).toBeNull()
    expect(window.localStorage.getItem('toolkit_access_token')).toBeNull()
  })
})
