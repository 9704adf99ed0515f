import type {ReactNode} from 'react'
import {DataTable, type Column, type DataTableProps} from '../../../components/ui/data-table'
import * as styles from './owner.module.css'

/**
 * A back-office table (it scrolls sideways inside itself on a phone). With `empty`, a screen without rows shows
 * that sentence instead (`null`: nothing at all); without it, the table stands even when empty.
 */
export function OwnerTable<Row>({empty, ...table}: DataTableProps<Row> & {empty?: string | null}) {
  if (table.rows.length === 0 && empty !== undefined) return empty === null ? null : <p>{empty}</p>
  return <DataTable {...table} className={styles.table} captionClassName={styles.caption} />
}

/** A column of figures: right-aligned, tabular digits. */
export const numberColumn = <Row,>(header: string, cell: (row: Row) => ReactNode): Column<Row> => ({
  header,
  cell,
  className: styles.number,
})
