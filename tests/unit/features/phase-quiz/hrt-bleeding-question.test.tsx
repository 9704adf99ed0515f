import {render, screen} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {HrtBleedingQuestion} from '../../../../src/features/phase-quiz/components/hrt-bleeding-question'
import {readHealthRecord} from '../../../../src/lib/health/record'
import {RED_FLAG_WORDING} from '../../../support/red-flag-wording'

beforeEach(() => localStorage.clear())

it('her yes shows the bleeding-on-HRT card at once and puts it on her record for the summary; her no takes both back', async () => {
  const user = userEvent.setup()
  render(<HrtBleedingQuestion wording={RED_FLAG_WORDING} />)
  const question = screen.getByRole('checkbox', {name: 'I take HRT, and I have had bleeding I did not expect'})
  expect(screen.queryByTestId('red-flag-card')).toBeNull()

  await user.click(question)
  expect(screen.getByTestId('red-flag-card')).toHaveTextContent(RED_FLAG_WORDING.bleedingOnHrt.title)
  expect(readHealthRecord().flags).toEqual([{id: 'bleedingOnHrt', source: 'phase-quiz', date: expect.any(String)}])

  // By keyboard too: Space answers no.
  question.focus()
  await user.keyboard(' ')
  expect(screen.queryByTestId('red-flag-card')).toBeNull()
  expect(readHealthRecord().flags).toEqual([])
})
