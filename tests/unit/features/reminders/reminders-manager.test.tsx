import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {Toaster} from '../../../../src/components/ui/toaster'
import {RemindersManager} from '../../../../src/features/reminders/components/reminders-manager'
import {useReminders} from '../../../../src/features/reminders/hooks/use-reminders'
import {defaultReminders} from '../../../../src/lib/reminders/logic'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const DEFAULTS = defaultReminders([
  {
    reminderId: '1',
    time: '08:00',
    type: 'morning-checkin',
    title: 'Good Morning!',
    body: 'Start your day with a symptom check-in',
  },
  {
    reminderId: '3',
    time: '15:00',
    type: 'mindfulness-break',
    title: 'Mindfulness Break',
    body: 'Take a moment for yourself - breathe and center',
  },
])

// No push subscription in this browser (endpoint null): scheduling throws, as when the network fails.
function Harness() {
  const actions = useReminders(DEFAULTS, null)
  return (
    <>
      <RemindersManager actions={actions} onTurnOff={() => undefined} />
      <Toaster />
    </>
  )
}

const toastRegion = () => screen.getByRole('region', {name: /F8/})
const saved = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.reminders) ?? 'null')

describe('reminders manager', () => {
  beforeEach(() => localStorage.clear())

  it('lists the default reminders, all off', () => {
    render(<Harness />)
    expect(screen.getAllByRole('switch')).toHaveLength(2)
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).not.toBeChecked()
  })

  it('when scheduling throws, falls back to a local timer and reports success; disabling says so', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const morning = screen.getByRole('switch', {name: 'Enable Good Morning!'})
    await user.click(morning)
    expect(morning).toBeChecked()
    expect(within(toastRegion()).getByText('Reminder Scheduled')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Good Morning! at 08:00')).toBeInTheDocument()
    expect(saved().find((r: {id: string}) => r.id === '1').enabled).toBe(true)

    await user.click(morning)
    expect(morning).not.toBeChecked()
    expect(within(toastRegion()).getByText('Reminder Disabled')).toBeInTheDocument()
  })

  it('turning notifications off turns every reminder off in this browser too (the server deleted them)', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('switch', {name: 'Enable Good Morning!'}))
    expect(saved().find((r: {id: string}) => r.id === '1').enabled).toBe(true)
    await user.click(screen.getByRole('button', {name: 'Turn Off Notifications'}))
    expect(saved().every((r: {enabled: boolean}) => !r.enabled)).toBe(true)
    expect(
      screen.getByText(
        'Turning notifications off deletes this browser’s subscription and all its reminders from our server.',
      ),
    ).toBeInTheDocument()
  })

  it('refuses a custom reminder without time and title, then adds one that starts disabled', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByLabelText('Title'), 'Walk')
    await user.click(screen.getByRole('button', {name: 'Add Reminder'}))
    expect(within(toastRegion()).getByText('Missing Information')).toBeInTheDocument()
    expect(
      within(toastRegion()).getByText('Please provide both time and title for your custom reminder.'),
    ).toBeInTheDocument()

    await user.type(screen.getByLabelText('Time'), '07:15')
    await user.click(screen.getByRole('button', {name: 'Add Reminder'}))
    expect(within(toastRegion()).getByText('Custom Reminder Added')).toBeInTheDocument()
    expect(screen.getByText('Custom reminder: Walk')).toBeInTheDocument()
    expect(screen.getByRole('switch', {name: 'Enable Walk'})).not.toBeChecked()
    expect(saved()).toHaveLength(3)
    expect(screen.getByLabelText('Title')).toHaveValue('')
  })

  it('deletes custom reminders only', async () => {
    localStorage.setItem(
      STORAGE_KEYS.reminders,
      JSON.stringify([
        ...DEFAULTS,
        {
          id: '1700000000000',
          time: '21:00',
          title: 'Stretch',
          body: 'Custom reminder: Stretch',
          type: 'custom',
          enabled: false,
        },
      ]),
    )
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getAllByRole('button', {name: /^Delete/})).toHaveLength(1)
    await user.click(screen.getByRole('button', {name: 'Delete Stretch'}))
    expect(within(toastRegion()).getByText('Reminder Deleted')).toBeInTheDocument()
    expect(within(toastRegion()).getByText('Custom reminder has been removed')).toBeInTheDocument()
    expect(screen.queryByText('Stretch')).not.toBeInTheDocument()
    expect(saved()).toHaveLength(2)
    // The Delete button went with its row: focus is on the switch now in its place, not dropped on the page.
    const switches = screen.getAllByRole('switch')
    await waitFor(() => expect(switches.at(-1)).toHaveFocus())
  })
})
