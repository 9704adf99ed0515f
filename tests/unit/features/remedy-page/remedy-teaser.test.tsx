import {render, screen} from '@testing-library/react'
import {RemedyTeaser, type RemedyTeaserData} from '../../../../src/features/remedy-page/remedy-teaser'
import {REMEDY_PAGE_MESSAGES} from '../../../../src/features/remedy-page/messages'
import PurchasedProfile from '../../../../src/features/remedies/components/purchased-profile'
import {ProfileParts} from '../../../../src/features/remedies/components/profile-parts'
import {STORAGE_KEYS} from '../../../../src/lib/storage'

const remedy: RemedyTeaserData = {
  name: 'Sage',
  slug: 'sage',
  emoji: '🌱',
  description: 'A kitchen herb used for sweating.',
  evidenceLevel: 'Limited clinical evidence',
  symptoms: [{name: 'Hot Flashes'}, {name: 'Night Sweats'}],
  free: false,
}

const fullSage = {
  ...remedy,
  symptoms: ['hot-flashes'],
  whatItIs: 'Salvia officinalis leaf.',
  inAction: 'Taken as tea or tablets.',
  evidence: 'Small uncontrolled studies only.',
  dosage: 'Usual range: 280 mg of dried leaf extract a day.',
  sideEffects: 'Avoid with epilepsy: thujone can trigger seizures.',
  usage: 'Short courses only.',
  sources: [],
  affiliateLink: null,
  image: null,
}

/** As the page composes it: a free profile's text from the page, the others loaded for a purchaser. */
const renderTeaser = (data: RemedyTeaserData) =>
  render(
    <RemedyTeaser
      remedy={data}
      fullProfile={
        data.free ? <ProfileParts remedy={fullSage} headingLevel={2} /> : <PurchasedProfile slug={data.slug} />
      }
    />,
  )

beforeEach(() => localStorage.clear())

describe('RemedyTeaser', () => {
  it('shows a visitor the teaser fields, the healthcare note and the checkout CTA, and loads nothing premium', () => {
    const calls: string[] = []
    window.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input))
      return Response.json({})
    }) as typeof fetch
    renderTeaser(remedy)
    expect(screen.getByRole('heading', {level: 1, name: /Sage/})).toBeInTheDocument()
    expect(screen.getByText(remedy.description)).toBeInTheDocument()
    expect(screen.getByText('Limited clinical evidence')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Hot Flashes', 'Night Sweats'])
    expect(screen.getByRole('note')).toHaveTextContent(REMEDY_PAGE_MESSAGES.healthcareNote)
    expect(screen.getByRole('link', {name: 'Get Toolkit - $37'})).toHaveAttribute('href', '/checkout')
    expect(screen.queryByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toBeNull()
    expect(screen.queryByRole('heading', {name: 'Dosage'})).toBeNull()
    expect(calls).toEqual([])
  })

  it('shows a free profile in full to a visitor, and links it to the toolkit', () => {
    renderTeaser({...remedy, free: true})
    expect(screen.getByRole('heading', {level: 2, name: 'Dosage'})).toBeInTheDocument()
    expect(screen.getByText(fullSage.sideEffects)).toBeInTheDocument()
    expect(screen.getByRole('link', {name: REMEDY_PAGE_MESSAGES.freeProfileLink})).toHaveAttribute(
      'href',
      '/toolkit?remedy=sage#remedies',
    )
  })

  it('shows a purchaser the full profile she paid for, with dose and who should avoid it, and no way to buy it again', async () => {
    localStorage.setItem(STORAGE_KEYS.purchased, 'true')
    localStorage.setItem(STORAGE_KEYS.accessToken, 'good-token')
    const headers: Array<HeadersInit | undefined> = []
    window.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      headers.push(init?.headers)
      return Response.json({remedies: [fullSage], dailyStack: []})
    }) as typeof fetch
    renderTeaser(remedy)
    expect(await screen.findByRole('heading', {level: 2, name: 'Dosage'})).toBeInTheDocument()
    expect(screen.getByText(fullSage.dosage)).toBeInTheDocument()
    expect(screen.getByText(fullSage.sideEffects)).toBeInTheDocument()
    expect(screen.getByRole('note')).toHaveTextContent(REMEDY_PAGE_MESSAGES.healthcareNote)
    expect(screen.queryByRole('link', {name: 'Get Toolkit - $37'})).toBeNull()
    expect(headers[0]).toMatchObject({Authorization: 'Bearer good-token'})
  })

  it('says who reviewed it clinically, and when, only where a review of its claims as they stand is recorded', () => {
    window.fetch = (async () => Response.json({})) as typeof fetch
    const review = {reviewerName: 'Dana Reyes', reviewerCredential: 'MD', reviewedAt: '2026-06-05'}
    const {unmount} = renderTeaser(remedy)
    expect(screen.queryByText(/Reviewed by/)).toBeNull()
    unmount()
    const changed = renderTeaser({...remedy, clinicalReview: {...review, coversClaims: false}})
    expect(screen.queryByText(/Reviewed by/)).toBeNull()
    changed.unmount()
    renderTeaser({...remedy, clinicalReview: {...review, coversClaims: true}})
    expect(screen.getByText('Reviewed by Dana Reyes, MD, on June 5, 2026')).toBeInTheDocument()
  })
})
