import {render, screen, waitFor, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {ToastHost} from '../../../../src/components/toast-host'
import {AssessmentWizard} from '../../../../src/features/assessment/components/assessment-wizard'
import {STORAGE_KEYS} from '../../../../src/lib/storage'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'
import {freshStorageAndFetch} from '../../../support/fresh-browser'

const symptoms = [
  {id: 'hot-flashes', name: 'Hot Flashes', icon: '🔥'},
  {id: 'sleep', name: 'Sleep Issues', icon: '😴'},
  {id: 'depression', name: 'Depression', icon: '🌧️'},
]
const remedy = (slug: string, name: string, symptoms: string[], moderateEvidenceFor: string[] = []) => ({
  slug,
  name,
  emoji: null,
  symptoms,
  moderateEvidenceFor,
  evidenceLevel: 'Limited clinical evidence',
  referenceOnly: false,
})
const remedies = [
  remedy('black-cohosh', 'Black Cohosh', ['hot-flashes']),
  remedy('melatonin', 'Melatonin', ['sleep']),
  remedy('meditation', 'Meditation', ['depression'], ['depression']),
]
const doctorGuide = {label: 'How to Talk to Your Doctor', url: 'https://example.com/guide'}

describe('AssessmentWizard', () => {
  const fetchMock = freshStorageAndFetch()

  const renderWizard = () =>
    render(
      <ToastHost>
        <AssessmentWizard
          symptoms={symptoms}
          remedies={remedies}
          doctorGuide={doctorGuide}
          redFlagWording={RED_FLAG_WORDING}
        />
      </ToastHost>,
    )

  async function runToCompletion() {
    const user = userEvent.setup()
    renderWizard()
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument()
    expect(screen.getByRole('button', {name: 'Continue'})).toBeDisabled()
    await user.click(screen.getByRole('checkbox', {name: /Hot Flashes/}))
    await user.click(screen.getByRole('button', {name: 'Continue'}))
    await user.click(screen.getByRole('radio', {name: '5 Severe'}))
    await user.click(screen.getByRole('button', {name: 'Get My Recommendations'}))
    expect(screen.getByRole('list', {name: 'Your Recommendations'})).toHaveTextContent('Black Cohosh')
    // The card claims only what the profile says (DECISIONS 36): no Rhodiola, no "Top Priority" on limited evidence.
    const card = screen.getByRole('region', {name: 'Personalised for You'})
    expect(card).toHaveTextContent('For your hot flashes: the evidence is limited or mixed, see its profile')
    expect(card).not.toHaveTextContent('Rhodiola')
    expect(card).not.toHaveTextContent('Top Priority')
    // Hot flashes chosen: the treatments with real evidence, to ask a clinician about, come first.
    expect(screen.getByRole('complementary', {name: /Treatments for hot flashes to ask about/})).toBeInTheDocument()
    await user.click(screen.getByRole('button', {name: 'Complete Assessment'}))
  }

  it('moves to step 4 at once and shows the destructive toast when saving fails', async () => {
    fetchMock.mockResolvedValue(new Response('boom', {status: 500, statusText: 'Internal Server Error'}))
    await runToCompletion()
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument()
    expect(await screen.findAllByText('Failed to save assessment. Please try again.')).not.toHaveLength(0)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/symptom-assessment')
    expect(JSON.parse(init.body)).toEqual({
      email: null,
      symptoms: ['hot-flashes'],
      severity: {'hot-flashes': 5},
      recommendations: ['black-cohosh'],
      phase: null,
    })
    expect(localStorage.getItem(STORAGE_KEYS.assessmentProgress)).toBeNull()
  })

  it('confirms with the success toast and keeps a summary for the doctor', async () => {
    fetchMock.mockResolvedValue(Response.json({id: 'x', createdAt: '2026-11-21T00:00:00Z'}, {status: 201}))
    await runToCompletion()
    expect(await screen.findAllByText('Your personalized recommendations are ready.')).not.toHaveLength(0)
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.healthRecord) ?? '{}').assessment?.recommendations).toEqual([
        {slug: 'black-cohosh', name: 'Black Cohosh'},
      ]),
    )
  })

  it('shows the see-a-clinician card above the recommendations, and keeps the results on screen at step 4', async () => {
    fetchMock.mockResolvedValue(Response.json({id: 'x', createdAt: '2026-11-21T00:00:00Z'}, {status: 201}))
    const user = userEvent.setup()
    renderWizard()
    await user.click(screen.getByRole('checkbox', {name: /Depression/}))
    await user.click(screen.getByRole('checkbox', {name: /Sleep Issues/}))
    await user.click(screen.getByRole('button', {name: 'Continue'}))
    // The catalogue order: Sleep Issues, then Depression.
    await user.click(screen.getAllByRole('radio', {name: '1 Mild'})[0])
    await user.click(screen.getAllByRole('radio', {name: '5 Severe'})[1])
    await user.click(screen.getByRole('button', {name: 'Get My Recommendations'}))
    const card = screen.getByRole('region', {name: /Please check this with a doctor first/})
    expect(card).toHaveTextContent('Strong depression or anxiety')
    expect(screen.queryByRole('complementary', {name: /Treatments for hot flashes/})).not.toBeInTheDocument()
    const personalised = screen.getByRole('region', {name: 'Personalised for You'})
    // DECISIONS 46: depression rated 5 raised the card, so no remedy is offered for it; sleep keeps its own.
    expect(personalised).not.toHaveTextContent('Meditation')
    expect(personalised).not.toHaveTextContent('depression')
    expect(personalised).toHaveTextContent('For your sleep issues')
    expect(screen.getByRole('link', {name: 'Call 988'})).toHaveAttribute('href', 'tel:988')
    const list = screen.getByRole('list', {name: 'Your Recommendations'})
    expect(card.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(within(list).getByRole('link', {name: 'Melatonin'})).toHaveAttribute('href', '/remedies/melatonin')
    expect(within(personalised).getByRole('link', {name: 'Melatonin'})).toHaveAttribute('href', '/remedies/melatonin')
    // See docs/accessibility.md. The card's link to a profile already linked in the list is no second Tab stop.
    expect(within(personalised).getByRole('link', {name: 'Melatonin'})).toHaveAttribute('tabindex', '-1')
    expect(within(list).getByRole('link', {name: 'Melatonin'})).not.toHaveAttribute('tabindex')
    await user.click(screen.getByRole('button', {name: 'Complete Assessment'}))
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument()
    expect(screen.getByRole('region', {name: /Please check this with a doctor first/})).toBeInTheDocument()
    expect(screen.getByText('Depression: 5 of 5')).toBeInTheDocument()
    expect(screen.getByRole('link', {name: 'Melatonin'})).toBeInTheDocument()
    expect(screen.getByRole('button', {name: 'Print my results'})).toBeInTheDocument()
  })
})
