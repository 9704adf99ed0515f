import {render, screen, within} from '@testing-library/react'
import {DataTable, type Column} from '../../../src/components/ui/data-table'

type Week = {week: string; orders: number}

const columns: Column<Week>[] = [
  {header: 'Week of', cell: (row) => row.week, rowHeader: true},
  {header: 'Orders', cell: (row) => row.orders, className: 'number'},
]

describe('DataTable', () => {
  it('writes a column header per column and a row per item, the naming column as a row header', () => {
    render(
      <DataTable
        rows={[
          {week: 'Mar 2', orders: 4},
          {week: 'Mar 9', orders: 0},
        ]}
        columns={columns}
        rowKey={(row) => row.week}
        caption="Newest last"
        className="table"
      />,
    )
    const table = screen.getByRole('table', {name: 'Newest last'})
    expect(table).toHaveClass('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Orders'])
    expect(within(table).getByRole('rowheader', {name: 'Mar 9'})).toHaveAttribute('scope', 'row')
    expect(within(table).getByRole('row', {name: 'Mar 2 4'})).toBeInTheDocument()
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => [cell.textContent, cell.className]),
    ).toEqual([
      ['4', 'number'],
      ['0', 'number'],
    ])
  })

  it('leaves the caption out when there is none', () => {
    const {container} = render(<DataTable rows={[]} columns={columns} rowKey={(row) => row.week} />)
    expect(container.querySelector('caption')).toBeNull()
    expect(screen.getAllByRole('row')).toHaveLength(1)
  })
})
