import type {Key, ReactNode} from 'react'

/** One column of a `DataTable`: its header, and how a row fills its cell. */
export type Column<Row> = {
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** The cell names its row (a `<th scope="row">`: the date, the week, the coupon). */
  rowHeader?: boolean
  /** Class of the column's body cells (e.g. right-aligned figures). */
  className?: string
}

export type DataTableProps<Row> = {
  rows: readonly Row[]
  columns: ReadonlyArray<Column<Row>>
  rowKey: (row: Row) => Key
  caption?: ReactNode
}

/**
 * A table described by its columns: a header row of `<th scope="col">`, then one row per item. The
 * look stays with the caller (class names), so the back office and the doctor summary share the markup.
 */
export function DataTable<Row>({rows, columns, rowKey, caption, className, captionClassName}: DataTableProps<Row> & {className?: string; captionClassName?: string}) {
  return (
    <table className={className}>
      {caption ? <caption className={captionClassName}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) =>
              column.rowHeader ? (
                <th key={index} scope="row" className={column.className}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={index} className={column.className}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
