import {render, screen} from '@testing-library/react'
import {RevenueChart} from '../../../../src/features/owner/components/revenue-chart'
import type {BucketRevenue, RevenuePeriod} from '../../../../src/lib/api-contract/owner-answers'

const bucket = (start: string, netCents: number): BucketRevenue => ({
  start,
  orders: 1,
  grossCents: netCents,
  refundedCents: 0,
  disputedCents: 0,
  feeCents: 0,
  feesNotReported: 0,
  netCents,
})

describe('RevenueChart', () => {
  it('names what it shows, and labels both axes with their titles, money ticks and periods', () => {
    const period: RevenuePeriod = {
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-03',
      grouping: 'day',
      timeZone: 'UTC',
    }
    render(
      <RevenueChart
        buckets={[bucket('2026-03-01', 3563), bucket('2026-03-02', 0), bucket('2026-03-03', -3700)]}
        period={period}
        currency="USD"
        netCents={-137}
      />,
    )
    const chart = screen.getByRole('img', {
      name: 'Bar chart of net revenue per day, Mar 1, 2026 – Mar 3, 2026: -$1.37 net in all. Horizontal axis: Day; vertical axis: net revenue in USD. The table below gives each day’s figures.',
    })
    const texts = [...chart.querySelectorAll('text')].map((text) => text.textContent)
    expect(texts).toEqual(expect.arrayContaining(['Day', 'Net (USD)', '$0', '-$20', '$20', 'Mar 1', 'Mar 2', 'Mar 3']))
    // A loss is drawn below the zero line.
    expect(chart.querySelectorAll('rect')).toHaveLength(3)
  })
})
