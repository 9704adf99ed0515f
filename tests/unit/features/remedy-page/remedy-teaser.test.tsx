import {render, screen} from '@testing-library/react'
import {RemedyTeaser, type RemedyTeaserData} from '../../../../src/features/remedy-page/remedy-teaser'
import {REMEDY_PAGE_MESSAGES} from '../../../../src/features/remedy-page/messages'

const remedy: RemedyTeaserData = {
  name: 'Sage',
  slug: 'sage',
  emoji: '🌱',
  description: 'A kitchen herb used for sweating.',
  evidenceLevel: 'Limited clinical evidence',
  symptoms: [{name: 'Hot Flashes'}, {name: 'Night Sweats'}],
  free: false,
}

describe('RemedyTeaser', () => {
  it('shows the teaser fields, the healthcare note and the checkout CTA', () => {
    render(<RemedyTeaser remedy={remedy} />)
    expect(screen.getByRole('heading', {level: 1, name: /Sage/})).toBeInTheDocument()
    expect(screen.getByText(remedy.description)).toBeInTheDocument()
    expect(screen.getByText('Limited clinical evidence')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hot Flashes', 'Night Sweats'])
    expect(screen.getByRole('note')).toHaveTextContent(REMEDY_PAGE_MESSAGES.healthcareNote)
    expect(screen.getByRole('link', {name: 'Get Toolkit - $37'})).toHaveAttribute('href', '/checkout')
    expect(screen.queryByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toBeNull()
  })

  it('links a free remedy to its full profile in the toolkit', () => {
    render(<RemedyTeaser remedy={{...remedy, free: true}} />)
    expect(screen.getByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toHaveAttribute('href', '/toolkit?remedy=sage#remedies')
  })
})
