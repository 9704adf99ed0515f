import {render, screen, within} from '@testing-library/react'
import {TestimonialsSection} from '../../../../src/features/landing/components/testimonials-section'

const testimonial = (name: string, illustrative: boolean) => ({name, content: `${name} says hello`, rating: 5, illustrative, photo: null})
const story = {name: 'Jennifer L.', age: 49, issue: 'Night sweats', result: 'Sleeps better', timeframe: 'after 6 weeks', illustrative: true}

it('labels illustrative examples, gives them no stars, and keeps stars for real quotes (FTC 16 CFR 465)', () => {
  render(<TestimonialsSection testimonials={[testimonial('Sarah M.', true), testimonial('Real Client', false)]} stories={[story]} />)
  const cards = screen.getAllByRole('listitem')
  const sarah = cards.find((card) => card.textContent?.includes('Sarah M.'))!
  const real = cards.find((card) => card.textContent?.includes('Real Client'))!
  expect(within(sarah).getByText('Illustrative example')).toBeInTheDocument()
  expect(within(sarah).queryByLabelText(/Rated/)).toBeNull()
  expect(sarah.textContent).not.toContain('★')
  expect(within(real).getByLabelText('Rated 5 out of 5')).toBeInTheDocument()
  expect(within(real).queryByText('Illustrative example')).toBeNull()
  const storyCard = cards.find((card) => card.textContent?.includes('Jennifer L.'))!
  expect(within(storyCard).getByText('Illustrative example')).toBeInTheDocument()
  expect(screen.queryByRole('heading', {name: 'Real Results from Real Women'})).toBeNull()
  expect(screen.getByRole('heading', {name: 'Stories Like Yours: Illustrative Examples'})).toBeInTheDocument()
})
