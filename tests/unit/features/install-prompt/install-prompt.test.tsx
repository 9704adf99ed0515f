import {act, render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {InstallPrompt} from '../../../../src/features/install-prompt/components/install-prompt'

/** A fake of Chrome's beforeinstallprompt event. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', {cancelable: true}), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({outcome: 'accepted' as const}),
  })
  act(() => void window.dispatchEvent(event))
  return event
}

describe('install prompt', () => {
  let standalone = false
  beforeEach(() => {
    window.localStorage.clear()
    standalone = false
    window.matchMedia = jest.fn().mockImplementation(() => ({matches: standalone})) as typeof window.matchMedia
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('appears 3 s after the browser offers installation; Install prompts and stores the time', async () => {
    render(<InstallPrompt />)
    const event = offerInstall()
    expect(event.defaultPrevented).toBe(true)
    act(() => jest.advanceTimersByTime(2999))
    expect(screen.queryByRole('region', {name: 'Install the app'})).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole('region', {name: 'Install the app'})).toBeInTheDocument()
    jest.useRealTimers()
    await userEvent.click(screen.getByRole('button', {name: 'Install'}))
    expect(event.prompt).toHaveBeenCalled()
    expect(Number(window.localStorage.getItem('pwa-install-prompt-shown'))).toBeGreaterThan(Date.now() - 5000)
    expect(screen.queryByRole('region', {name: 'Install the app'})).toBeNull()
  })

  it('stays hidden within 24 h of being shown, or when installed', () => {
    window.localStorage.setItem('pwa-install-prompt-shown', String(Date.now() - 60_000))
    const {unmount} = render(<InstallPrompt />)
    offerInstall()
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.queryByRole('region')).toBeNull()
    unmount()
    window.localStorage.clear()
    standalone = true
    render(<InstallPrompt />)
    offerInstall()
    act(() => jest.advanceTimersByTime(5000))
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('hides when the app is installed and Not now stores the time', async () => {
    render(<InstallPrompt />)
    offerInstall()
    act(() => jest.advanceTimersByTime(3000))
    act(() => void window.dispatchEvent(new Event('appinstalled')))
    expect(screen.queryByRole('region')).toBeNull()
    offerInstall()
    act(() => jest.advanceTimersByTime(3000))
    jest.useRealTimers()
    await userEvent.click(screen.getByRole('button', {name: 'Not now'}))
    expect(window.localStorage.getItem('pwa-install-prompt-shown')).not.toBeNull()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('shows at once with an offer handed over by the page (gatsby-browser watched for it), and Install prompts it', async () => {
    const offer = Object.assign(new Event('beforeinstallprompt', {cancelable: true}), {
      prompt: jest.fn(async () => undefined),
      userChoice: Promise.resolve({outcome: 'accepted' as const}),
    })
    render(<InstallPrompt offer={offer} />)
    expect(screen.getByRole('region', {name: 'Install the app'})).toBeInTheDocument()
    jest.useRealTimers()
    await userEvent.click(screen.getByRole('button', {name: 'Install'}))
    expect(offer.prompt).toHaveBeenCalled()
    expect(screen.queryByRole('region')).toBeNull()
  })
})
