import {act, render, screen, waitFor} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {ToastHost} from '../../../../src/components/toast-host'
import {useSubmitAssessment} from '../../../../src/features/assessment/api'
import {SavedAssessmentDeletion} from '../../../../src/features/assessment/components/saved-assessment-deletion'
import {STORAGE_KEYS} from '../../../../src/lib/storage'
import {freshStorageAndFetch} from '../../../support/fresh-browser'

const saved = {
  id: '6f1c2a8e-1111-4222-8333-444455556666',
  createdAt: '2026-11-21T10:00:00.000Z',
  deletionKey: 'secret-deletion-key',
}

/** Submits one assessment through the real hook, then shows the deletion control. */
function Harness() {
  const submit = useSubmitAssessment()
  return (
    <>
      <button
        onClick={() =>
          submit.mutate({email: null, symptoms: ['sleep'], severity: {}, recommendations: [], phase: null})
        }
      >
        submit
      </button>
      <SavedAssessmentDeletion />
    </>
  )
}

describe('SavedAssessmentDeletion', () => {
  const fetchMock = freshStorageAndFetch()

  it('appears once the server stored an assessment, and deletes it with the kept key', async () => {
    const user = userEvent.setup()
    render(
      <ToastHost>
        <Harness />
      </ToastHost>,
    )
    expect(screen.queryByRole('button', {name: 'Delete my saved answers'})).not.toBeInTheDocument()

    fetchMock.mockResolvedValueOnce(Response.json(saved, {status: 201}))
    await user.click(screen.getByRole('button', {name: 'submit'}))
    const remove = await screen.findByRole('button', {name: 'Delete my saved answers'})
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedAssessments) ?? '[]')).toEqual([saved])

    fetchMock.mockResolvedValueOnce(Response.json({deleted: true}))
    await act(() => user.click(remove))
    await waitFor(() => expect(screen.queryByRole('button', {name: 'Delete my saved answers'})).not.toBeInTheDocument())
    const [url, init] = fetchMock.mock.calls[1]
    expect(url).toBe('/api/symptom-assessment')
    expect(init.method).toBe('DELETE')
    expect(JSON.parse(init.body)).toEqual(saved)
    expect(localStorage.getItem(STORAGE_KEYS.savedAssessments)).toBeNull()
    expect(await screen.findAllByText('Your assessment answers have been deleted from our server.')).not.toHaveLength(0)
  })
})
