import {useId, type Key, type ReactNode} from 'react'
import * as styles from './data-table.module.css'

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
  /** Names the table's scrolling region when it has no caption. */
  label?: string
}

/**
 * A table described by its columns: a header row of `<th scope="col">`, then one row per item. The
 * look stays with the caller (class names), so the back office and the doctor summary share the markup.
 * A table wider than the screen scrolls inside its own named, focusable region, never the page (WCAG 1.4.10).
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  caption,
  label,
  className,
  captionClassName,
  scrollerClassName,
}: DataTableProps<Row> & {className?: string; captionClassName?: string; scrollerClassName?: string}) {
  const captionId = useId()
  return (
    <div
      role="region"
      tabIndex={0}
      className={scrollerClassName ? `${styles.scroller} ${scrollerClassName}` : styles.scroller}
      {...(caption ? {'aria-labelledby': captionId} : {'aria-label': label})}
    >
      <table className={className}>
        {caption ? (
          <caption id={captionId} className={captionClassName}>
            {caption}
          </caption>
        ) : null}
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
    </div>
  )
}
