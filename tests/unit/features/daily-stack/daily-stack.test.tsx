import path from 'node:path'
import {render, screen, within} from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {DailyStack} from '../../../../src/features/daily-stack/components/daily-stack'
import {AFFILIATE_DISCLOSURE} from '../../../../src/components/ui/shop-link'
import type {DailyStackItem, PremiumContent} from '../../../../src/lib/content/premium'
import {STORAGE_KEYS} from '../../../../src/lib/storage'
import {readNdjsonFile} from '../../../../build-time/content-source/dataset'
import {withAffiliateTag} from '../../../../src/lib/content/affiliate-link'

jest.mock('gatsby', () => ({
  Link: ({to, children, ...rest}: {to: string; children: React.ReactNode}) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

// The real stack, as the build writes it into the premium content file (build-time/content-source/premium-content.ts):
// each shop link with the site settings' Amazon Associates tag (gatsby-node.ts, createResolvers).
const ROOT = path.resolve(__dirname, '../../../..')
const [{affiliateTag}] = readNdjsonFile(path.join(ROOT, 'content/siteSettings.ndjson')) as unknown as Array<{
  affiliateTag: string
}>
const stackWithTag = (tag: string): DailyStackItem[] =>
  (readNdjsonFile(path.join(ROOT, 'content/dailyStack.ndjson')) as any[])
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((doc) => ({
      slug: doc.slug.current,
      name: doc.name,
      dosage: doc.dosage,
      timing: doc.timing,
      dosePerTime: doc.dosePerTime ?? null,
      purpose: doc.purpose,
      note: doc.note ?? null,
      affiliateLink: withAffiliateTag(doc.affiliateLink, tag),
      profileSlug: doc.remedy ? doc.remedy._ref.replace(/^remedy-/, '') : null,
    }))
const stack = stackWithTag(affiliateTag)
const twiceADay = stack.filter((item) => item.timing === 'Morning & Evening')

beforeEach(() => {
  localStorage.clear()
  localStorage.setItem(STORAGE_KEYS.purchased, 'true')
  localStorage.setItem(STORAGE_KEYS.accessToken, 'good-token')
  window.fetch = (async () =>
    Response.json({remedies: [], dailyStack: stack} satisfies Partial<PremiumContent>)) as typeof fetch
})

async function renderStack() {
  render(<DailyStack coachName="Amy" />)
  await screen.findByRole('heading', {name: 'Morning Routine'})
}

const column = (name: string) => screen.getByRole('region', {name})
const itemIn = (columnName: string, itemName: string) =>
  within(column(columnName)).getByRole('heading', {name: itemName}).closest('li')!

describe('the daily stack for a purchaser', () => {
  it('shows a "Morning & Evening" item in both columns with the dose of each time, and the day\'s total once', async () => {
    await renderStack()
    for (const columnName of ['Morning Routine', 'Evening Routine']) {
      const citrate = itemIn(columnName, 'Magnesium Citrate')
      expect(within(citrate).getByText('50-75 mg elemental magnesium each time')).toBeInTheDocument()
      expect(within(citrate).getAllByText('Daily total: 100-150 mg elemental magnesium')).toHaveLength(1)
      // The day's total is never the badge, so it cannot be read as the dose of each time.
      expect(within(citrate).queryByText('100-150 mg elemental magnesium')).toBeNull()
    }
    expect(within(column('Flexible Timing')).queryByRole('heading', {name: 'Magnesium Citrate'})).toBeNull()
  })

  it('does so for every "Morning & Evening" item of the content', async () => {
    expect(twiceADay.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Magnesium Citrate', 'Psyllium Husk Powder/Fiber']),
    )
    await renderStack()
    for (const item of twiceADay) {
      for (const columnName of ['Morning Routine', 'Evening Routine']) {
        const shown = itemIn(columnName, item.name)
        expect(within(shown).getByText(`${item.dosePerTime} each time`)).toBeInTheDocument()
        expect(within(shown).getAllByText(`Daily total: ${item.dosage}`)).toHaveLength(1)
      }
    }
    expect(
      within(itemIn('Evening Routine', 'Psyllium Husk Powder/Fiber')).getByText(
        '1 tsp (about 5 g) in a full glass of water each time',
      ),
    ).toBeInTheDocument()
  })

  it("shows a once-a-day item's dosage as it is, with no daily total line", async () => {
    await renderStack()
    const nad = itemIn('Morning Routine', 'NAD+')
    expect(within(nad).getByText('100-300 mg (NR or NMN precursor)')).toBeInTheDocument()
    expect(within(nad).queryByText(/Daily total/)).toBeNull()
  })

  it('opens every shop link through the disclosed shop link: label, new tab, rel="sponsored" and the affiliate disclosure beside it', async () => {
    await renderStack()
    const citrate = itemIn('Evening Routine', 'Magnesium Citrate')
    const link = within(citrate).getByRole('link', {name: 'Check out Magnesium Citrate here (opens in a new tab)'})
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/s?k=magnesium+citrate&tag=menomastery-20')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['sponsored', 'noopener', 'noreferrer']),
    )
    expect(within(link.parentElement!).getByText(AFFILIATE_DISCLOSURE)).toBeInTheDocument()

    // Every item of every column: one shop link, one disclosure.
    for (const item of screen.getAllByRole('listitem')) {
      const links = within(item).getAllByRole('link')
      expect(links).toHaveLength(1)
      expect(links[0].getAttribute('rel')).toMatch(/\bsponsored\b/)
      expect(within(item).getAllByText(AFFILIATE_DISCLOSURE)).toHaveLength(1)
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(stack.length + twiceADay.length)
  })

  it('without an Amazon Associates tag in the site settings: plain shop links, no disclosure, nothing sponsored', async () => {
    const untagged = stackWithTag('')
    window.fetch = (async () =>
      Response.json({remedies: [], dailyStack: untagged} satisfies Partial<PremiumContent>)) as typeof fetch
    await renderStack()
    const citrate = itemIn('Evening Routine', 'Magnesium Citrate')
    const link = within(citrate).getByRole('link', {name: 'Check out Magnesium Citrate here (opens in a new tab)'})
    expect(link).toHaveAttribute('href', 'https://www.amazon.com/s?k=magnesium+citrate')
    expect(link.getAttribute('rel')?.split(' ')).toEqual(['noopener', 'noreferrer'])
    expect(screen.queryByText(AFFILIATE_DISCLOSURE)).toBeNull()
  })

  it('"I take this" is a toggle she can use with the keyboard, kept on this device, followed by both columns of an item', async () => {
    const user = userEvent.setup()
    await renderStack()
    expect(screen.getByText(/kept on this device only/)).toBeInTheDocument()
    const [morning, evening] = screen.getAllByRole('button', {name: 'I take this: Magnesium Citrate'})
    expect(morning).toHaveAttribute('aria-pressed', 'false')
    expect(morning).toHaveTextContent('I take this')
    morning.focus()
    await user.keyboard('{Enter}')
    expect(morning).toHaveAttribute('aria-pressed', 'true')
    expect(evening).toHaveAttribute('aria-pressed', 'true')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.summaryStack)!)).toEqual([
      {kind: 'stack', slug: 'magnesium-citrate', dose: ''},
    ])
    await user.click(screen.getByRole('button', {name: 'I take this: Biotin'}))
    evening.focus()
    await user.keyboard(' ')
    expect(morning).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.summaryStack)!)).toEqual([
      {kind: 'stack', slug: 'biotin', dose: ''},
    ])
  })
})
