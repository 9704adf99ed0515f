import {localIsoDate} from '../../../../src/lib/time-zones'
import {render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {ToastHost} from '../../../../src/components/toast-host'
import {Tracker} from '../../../../src/features/tracking/components/tracker'
import {freshStorageAndFetch} from '../../../support/fresh-browser'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'
import {pickableDays} from '../../../../src/features/tracking/logic'

const renderTracker = () =>
  render(
    <ToastHost>
      <Tracker communityUrl="https://example.com/community" redFlagWording={RED_FLAG_WORDING} freeRemedies={[]} />
    </ToastHost>,
  )

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}})

// Radix Slider measures its thumb; jsdom has no ResizeObserver.
global.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('symptom tracker', () => {
  const fetchMock = freshStorageAndFetch()

  it('is a locked teaser for visitors', () => {
    renderTracker()
    expect(screen.getByRole('link', {name: 'Unlock Tracking Tools - $37'})).toHaveAttribute('href', '/checkout')
  })

  it('asks for the email before saving and makes no request without it', async () => {
    window.localStorage.setItem('toolkit_purchased', 'true')
    window.localStorage.setItem('toolkit_access_token', 'token-1')
    renderTracker()
    await userEvent.click(screen.getByRole('button', {name: 'Try Tracker Now'}))
    expect(await screen.findByRole('slider', {name: 'Hot flashes today'})).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByRole('slider', {name: 'Hours of sleep'})).toHaveAttribute('aria-valuenow', '7')
    expect(screen.getByRole('slider', {name: 'Mood (1 = low, 5 = great)'})).toHaveAttribute('aria-valuenow', '3')
    expect(screen.getByRole('slider', {name: 'Energy (1 = low, 5 = great)'})).toHaveAttribute('aria-valuenow', '3')
    await userEvent.click(screen.getByRole('button', {name: 'Email Required to Save'}))
    expect((await screen.findAllByText('Please enter your email to save your tracking data.')).length).toBeGreaterThan(
      0,
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('saves with the token, keeps the returned tracker key and explains a refusal from another browser', async () => {
    window.localStorage.setItem('toolkit_purchased', 'true')
    window.localStorage.setItem('toolkit_access_token', 'token-1')
    fetchMock.mockResolvedValueOnce(answer(201, {ok: true, trackerKey: 'key-1'})).mockResolvedValue(answer(200, []))
    renderTracker()
    await userEvent.click(screen.getByRole('button', {name: 'Try Tracker Now'}))
    await userEvent.type(await screen.findByLabelText('Email Address'), 'Me@Example.com')
    await userEvent.click(screen.getByRole('button', {name: "Save Today's Tracking"}))
    expect((await screen.findAllByText('Your symptoms have been recorded for today.')).length).toBeGreaterThan(0)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/symptom-tracking')
    expect(init.headers).toMatchObject({Authorization: 'Bearer token-1'})
    expect(JSON.parse(init.body)).toMatchObject({
      email: 'Me@Example.com',
      symptoms: {hotFlashes: 0, sleep: 7, mood: 3, energy: 3},
      notes: '',
      mood: 3,
      sleep: 7,
    })
    expect(JSON.parse(window.localStorage.getItem('symptom-tracker-key') ?? '{}')).toEqual({
      email: 'me@example.com',
      key: 'key-1',
    })
    // The entries are then read with the key.
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, options]) => options?.headers?.['X-Tracker-Key'] === 'key-1')).toBe(true),
    )

    window.localStorage.removeItem('symptom-tracker-key')
    fetchMock.mockResolvedValueOnce(answer(403, {error: 'refused', code: 'tracker_key_required'}))
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    await userEvent.click(screen.getByRole('button', {name: "Save Today's Tracking"}))
    expect((await screen.findAllByText(/started in another browser/)).length).toBeGreaterThan(0)
  })

  it('after a refusal, mails a one-time link; opening the link keeps the new key and opens the tracker', async () => {
    window.localStorage.setItem('toolkit_purchased', 'true')
    window.localStorage.setItem('toolkit_access_token', 'token-1')
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchMock
      .mockResolvedValueOnce(answer(403, {error: 'refused', code: 'tracker_key_required'}))
      .mockResolvedValueOnce(answer(202, {ok: true}))
    const view = renderTracker()
    await userEvent.click(screen.getByRole('button', {name: 'Try Tracker Now'}))
    await userEvent.type(await screen.findByLabelText('Email Address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', {name: "Save Today's Tracking"}))
    await userEvent.click(await screen.findByRole('button', {name: 'Email me a link to open my entries'}))
    expect((await screen.findAllByText(/a link is on its way/)).length).toBeGreaterThan(0)
    expect(fetchMock.mock.calls[1][0]).toBe('/api/symptom-tracking/key-recovery')
    expect(JSON.parse(fetchMock.mock.calls[1][1].body)).toEqual({email: 'me@example.com'})
    view.unmount()

    window.history.replaceState(null, '', '/toolkit?tracker-link=abc.def#tracking')
    fetchMock.mockReset()
    fetchMock
      .mockResolvedValueOnce(answer(200, {trackerKey: 'key-2', email: 'me@example.com'}))
      .mockResolvedValue(answer(200, []))
    renderTracker()
    expect((await screen.findAllByText('Your tracker is open in this browser again.')).length).toBeGreaterThan(0)
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({code: 'abc.def'})
    expect(JSON.parse(window.localStorage.getItem('symptom-tracker-key') ?? '{}')).toEqual({
      email: 'me@example.com',
      key: 'key-2',
    })
    expect(window.location.search).toBe('')
    expect(await screen.findByLabelText('Email Address')).toHaveValue('me@example.com')
  })

  it('reopens a logged day with what she saved, says "Update", and saves a picked earlier day under its own date', async () => {
    window.localStorage.setItem('toolkit_purchased', 'true')
    window.localStorage.setItem('toolkit_access_token', 'token-1')
    window.localStorage.setItem('symptom-tracker-key', JSON.stringify({email: 'me@example.com', key: 'key-1'}))
    const [today, yesterday] = pickableDays(new Date())
    const stored = [{date: today, symptoms: {hotFlashes: 6, sleep: 5.5, mood: 2, energy: 4}, notes: 'woke at 3'}]
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? answer(200, {ok: true})
        : answer(200, url.startsWith('/api/symptom-tracking/scores') ? [] : stored),
    )
    renderTracker()
    // A browser that already saved opens the started tracker, with her email.
    expect(await screen.findByRole('button', {name: "Update Today's Tracking"})).toBeInTheDocument()
    expect(screen.getByRole('slider', {name: 'Hot flashes today'})).toHaveAttribute('aria-valuenow', '6')
    expect(screen.getByRole('slider', {name: 'Hours of sleep'})).toHaveAttribute('aria-valuenow', '5.5')
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('woke at 3')
    const day = screen.getByRole('combobox', {name: 'Day'})
    expect(day).toHaveValue(today)
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Today (saved)', 'Yesterday']),
    )
    expect(screen.getAllByRole('option')).toHaveLength(7)

    // Saving today again sends today's stored values with the date of the moment she saves.
    await userEvent.click(screen.getByRole('button', {name: "Update Today's Tracking"}))
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true))
    const firstSave = JSON.parse(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')![1].body)
    expect(firstSave).toMatchObject({date: localIsoDate(new Date()), symptoms: stored[0].symptoms, notes: 'woke at 3'})

    // An earlier, unlogged day opens with the defaults and saves under its own date.
    await userEvent.selectOptions(day, yesterday)
    expect(screen.getByRole('heading', {name: 'Check-in for yesterday'})).toBeInTheDocument()
    expect(screen.getByRole('slider', {name: 'Hot flashes today'})).toHaveAttribute('aria-valuenow', '0')
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('')
    await userEvent.click(screen.getByRole('button', {name: 'Save tracking for yesterday'}))
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2))
    expect(JSON.parse(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')[1][1].body)).toMatchObject({
      date: yesterday,
      symptoms: {hotFlashes: 0},
    })
  })
})
