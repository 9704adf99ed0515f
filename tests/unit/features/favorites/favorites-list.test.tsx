import {render, screen} from '@testing-library/react'
import {ToastHost} from '../../../../src/components/toast-host'
import {FavoritesList} from '../../../../src/features/favorites/components/favorites-list'
import {freshStorageAndFetch} from '../../../support/fresh-browser'

const BLACK_COHOSH = {
  slug: 'black-cohosh',
  name: 'Black Cohosh',
  category: 'herbs',
  dosage: 'Usual range: 20 to 80 mg a day.\n\nMost studies lasted 6 to 12 months.',
  sideEffects: 'Common side effects are mild. Avoid it if you have liver disease.',
}

describe('favorites print (docs/health-rules.md)', () => {
  freshStorageAndFetch()

  it('carries the dose and the warnings of a saved herb, and nothing of the kind for a strategy', () => {
    window.localStorage.setItem(
      'menopause-favorites',
      JSON.stringify([
        {id: 'remedy-black-cohosh', type: 'remedy', title: 'Black Cohosh', description: 'An herb.'},
        {id: 'strategy-breathing', type: 'strategy', title: 'Breathing', description: 'Slow breaths.'},
      ]),
    )
    render(
      <ToastHost>
        <FavoritesList freeRemedies={[BLACK_COHOSH]} />
      </ToastHost>,
    )
    const herb = screen.getByRole('heading', {name: 'Black Cohosh'}).closest('li') as HTMLElement
    expect(herb).toHaveTextContent('Dose')
    expect(herb).toHaveTextContent('Usual range: 20 to 80 mg a day.')
    expect(herb).not.toHaveTextContent('Most studies lasted')
    expect(herb).toHaveTextContent('Interactions and who should avoid it')
    expect(herb).toHaveTextContent('Avoid it if you have liver disease.')
    const strategy = screen.getByRole('heading', {name: 'Breathing'}).closest('li') as HTMLElement
    expect(strategy).not.toHaveTextContent('Dose')
    expect(screen.getByText('Talk to your healthcare provider before starting any supplement.')).toBeInTheDocument()
  })
})
