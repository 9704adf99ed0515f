import {render, screen, within} from '@testing-library/react'
import {TestimonialsSection} from '../../../../src/features/landing/components/testimonials-section'

const quote = (name: string, illustrative: boolean | null, customerConsent: boolean | null) => ({
  name,
  content: `Quote ${name.length}`,
  rating: 5,
  illustrative,
  customerConsent,
  photo: null,
})
const story = {
  name: 'Jennifer L.',
  age: 49,
  issue: 'Night sweats',
  result: 'Sleeps better',
  timeframe: 'after 6 weeks',
  illustrative: true,
}
const cardOf = (text: string) => screen.getAllByRole('listitem').find((card) => card.textContent?.includes(text))!

it('shows only consented customer quotes, with stars, under "What Women Are Saying" (DECISIONS 37, 16 CFR 465)', () => {
  render(
    <TestimonialsSection
      testimonials={[
        quote('Sarah M., 52', true, null),
        quote('Dana R., 50', false, true),
        quote('Unconfirmed Q., 49', false, false),
      ]}
      stories={[story]}
    />,
  )
  expect(screen.getByRole('heading', {level: 2, name: 'What Women Are Saying'})).toBeInTheDocument()
  const real = cardOf('Dana R., 50')
  expect(within(real).getByRole('img', {name: 'Rated 5 out of 5'})).toBeInTheDocument()
  expect(within(real).queryByText('Illustrative example')).toBeNull()

  // Marked real but without consent: an illustrative example, like the placeholders, no stars and no surname.
  expect(screen.getByRole('heading', {level: 2, name: 'Illustrative examples'})).toBeInTheDocument()
  for (const [shown, full] of [
    ['Sarah, 52', 'Sarah M.'],
    ['Unconfirmed, 49', 'Unconfirmed Q.'],
  ]) {
    const card = cardOf(shown)
    expect(within(card).getByText('Illustrative example')).toBeInTheDocument()
    expect(card.textContent).not.toContain('★')
    expect(card.textContent).not.toContain(full)
  }
  const storyCard = cardOf('Night sweats')
  expect(within(storyCard).getByText('Illustrative example')).toBeInTheDocument()
  expect(within(storyCard).getByRole('heading', {name: 'Jennifer, 49'})).toBeInTheDocument()
})

it('with no consented quote, the section is "Illustrative examples" and never "What Women Are Saying"', () => {
  render(
    <TestimonialsSection
      testimonials={[quote('Sarah M., 52', true, null), quote('Linda K., 48', false, null)]}
      stories={[story]}
    />,
  )
  expect(screen.queryByRole('heading', {name: 'What Women Are Saying'})).toBeNull()
  expect(screen.getByRole('heading', {level: 2, name: 'Illustrative examples'})).toBeInTheDocument()
  expect(screen.queryByRole('img', {name: /Rated/})).toBeNull()
  expect(screen.getByText('Linda, 48')).toBeInTheDocument()
  expect(screen.getByRole('heading', {name: 'Stories Like Yours: Illustrative Examples'})).toBeInTheDocument()
})
