import {render, screen} from '@testing-library/react'
import {ReportsScreen} from '../../../../src/features/owner/components/reports-screen'
import type {WomenReport} from '../../../../src/lib/api-contract/owner-answers'

const report: WomenReport = {
  minPeople: 5,
  month: '2026-03',
  assessmentsByMonth: [
    {month: '2026-02', count: null},
    {month: '2026-03', count: 12},
  ],
  topSymptoms: [{symptom: 'hot-flashes', people: 9, meanSeverity: 3.4}],
  symptomsHidden: true,
  phaseQuiz: {recorded: false},
  activeTrackers: null,
  reminders: [{day: '2026-03-04', sent: 7, failed: 1, removed: 2}],
}

describe('ReportsScreen', () => {
  it('shows totals, writes "fewer than 5" for withheld figures and says the phase quiz is not recorded', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify(report), {status: 200})) as typeof fetch
    render(<ReportsScreen />)
    expect(await screen.findByRole('rowheader', {name: 'Hot flashes'})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /Hot flashes 9 3\.4/})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /February 2026 fewer than 5/})).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /March 2026 12/})).toBeInTheDocument()
    expect(screen.getByText('Purchasers who tracked in March 2026: fewer than 5')).toBeInTheDocument()
    expect(screen.getByText(/Symptoms chosen, or not chosen, by fewer than 5 are not listed/)).toBeInTheDocument()
    expect(screen.getByText(/Not recorded: the phase quiz keeps its result/)).toBeInTheDocument()
    expect(screen.getByRole('row', {name: /Mar 4, 2026 7 1 2/})).toBeInTheDocument()
    expect(global.fetch).toHaveBeenCalledWith('/api/owner/reports', expect.objectContaining({method: 'GET'}))
  })
})
