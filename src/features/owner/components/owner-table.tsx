import type {ReactNode} from 'react'
import {DataTable, type Column, type DataTableProps} from '../../../components/ui/data-table'
import * as styles from './owner.module.css'

/**
 * A back-office table. On a phone it scrolls sideways inside itself with its first column (what names the row) kept
 * in view, and a shadow at an edge shows there is more that way. With `empty`, a screen without rows shows
 * that sentence instead (`null`: nothing at all); without it, the table stands even when empty.
 */
export function OwnerTable<Row>({empty, ...table}: DataTableProps<Row> & {empty?: string | null}) {
  if (table.rows.length === 0 && empty !== undefined) return empty === null ? null : <p>{empty}</p>
  return (
    <DataTable
      {...table}
      className={styles.table}
      captionClassName={styles.caption}
      scrollerClassName={styles.tableScroller}
    />
  )
}

/** A column of figures: right-aligned, tabular digits. */
export const numberColumn = <Row,>(header: string, cell: (row: Row) => ReactNode): Column<Row> => ({
  header,
  cell,
  className: styles.number,
})
