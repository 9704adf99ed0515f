import {render, screen} from '@testing-library/react'
import type {Column} from '../../../../src/components/ui/data-table'
import {OwnerTable} from '../../../../src/features/owner/components/owner-table'

type Coupon = {coupon: string}
const columns: Column<Coupon>[] = [{header: 'Coupon', cell: (row) => row.coupon, rowHeader: true}]
const rowKey = (row: Coupon) => row.coupon

describe('OwnerTable', () => {
  it('shows the rows in a table', () => {
    render(
      <OwnerTable
        rows={[{coupon: 'SPRING'}]}
        columns={columns}
        rowKey={rowKey}
        caption="All time"
        empty="No orders yet."
      />,
    )
    expect(screen.getByRole('table', {name: 'All time'})).toBeInTheDocument()
    expect(screen.getByRole('rowheader', {name: 'SPRING'})).toBeInTheDocument()
    expect(screen.queryByText('No orders yet.')).toBeNull()
  })

  it('says the empty sentence instead of an empty table', () => {
    render(<OwnerTable rows={[]} columns={columns} rowKey={rowKey} empty="No orders yet." />)
    expect(screen.getByText('No orders yet.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows nothing for an empty list when told to (null), and the bare table without an empty sentence', () => {
    const {container, rerender} = render(<OwnerTable rows={[]} columns={columns} rowKey={rowKey} empty={null} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<OwnerTable rows={[]} columns={columns} rowKey={rowKey} />)
    expect(screen.getByRole('table')).toBeInTheDocument()
  })
})
