import {MRS_MAX_SCORES, MRS_SUBSCALES} from '../../lib/health/menopause-rating-scale'
import {SCORE_LABELS} from '../../lib/health/score-trend'
import {SUMMARY_TREND_MIN_ENTRIES} from '../../config/tracking'
import {SCORE_MESSAGES as S, TRACKING_MESSAGES as M} from './messages'
import {noFlagsLine, supplementDoseText, type AppointmentSummary} from './summary'
import type {SummaryChart} from './summary-charts'

/**
 * The appointment summary as a PDF file, made in her browser (docs/health-rules.md): nothing about her health leaves the device.
 * This module and jsPDF load only when she asks for the file (import() from the summary), never with a page.
 */

export type Paper = 'a4' | 'letter'
/** US Letter where it is the usual paper (the Americas' letter-size countries, the Philippines), A4 elsewhere. */
export const paperFor = (locale: string): Paper => (/-(US|CA|MX|PH|CL|CO|VE)$/i.test(locale) ? 'letter' : 'a4')

type Block =
  | {kind: 'title' | 'heading' | 'text' | 'bold' | 'bullet' | 'small'; text: string}
  | {kind: 'lines'; count: number}
  | {kind: 'charts'; charts: SummaryChart[]}

/** The sheet's content in order, as the printed view shows it. */
export function summaryBlocks(summary: AppointmentSummary): Block[] {
  const blocks: Block[] = [
    {kind: 'title', text: summary.name ? M.summaryFor(summary.name) : M.summaryHeading},
    {kind: 'text', text: `${M.summaryPrinted}: ${summary.printedOn}`},
    {
      kind: 'text',
      text: `${M.summaryPeriod}: ${summary.period ? `${summary.period.from} – ${summary.period.to}` : M.summaryNoPeriod}`,
    },
    {kind: 'heading', text: M.summaryStage},
    {kind: 'text', text: summary.stage ?? M.summaryNoStage},
    ...(summary.hormones ? [{kind: 'text' as const, text: summary.hormones}] : []),
    {kind: 'heading', text: M.summaryScore},
  ]
  const latest = summary.latestScore
  if (latest) {
    blocks.push({kind: 'bold', text: M.summaryScoreLatest(latest.date, latest.score.total, latest.score.totalBand)})
    blocks.push({
      kind: 'text',
      text: MRS_SUBSCALES.map(
        (scale) =>
          `${SCORE_LABELS[scale].replace(' symptoms', '')} ${latest.score.subscales[scale].score}/${MRS_MAX_SCORES[scale]} (${latest.score.subscales[scale].band})`,
      ).join(' · '),
    })
    if (summary.scoreTrend) blocks.push(...summary.scoreTrend.map((text) => ({kind: 'bullet' as const, text})))
    else blocks.push({kind: 'text', text: M.summaryOneScore})
  } else blocks.push({kind: 'text', text: M.summaryNoScore})
  blocks.push({kind: 'small', text: summary.bands})

  blocks.push({kind: 'heading', text: M.summaryTracker(summary.entryCount)})
  blocks.push({
    kind: 'text',
    text: summary.averages.length ? `${M.summaryAverages}: ${summary.averages.join(' · ')}` : M.noEntries,
  })
  if (summary.comparison)
    blocks.push({
      kind: 'text',
      text: `${M.summaryChanges(summary.comparison.label)}: ${summary.comparison.lines.join(' · ')}`,
    })
  else if (summary.entryCount) blocks.push({kind: 'text', text: M.summaryNeedMore(SUMMARY_TREND_MIN_ENTRIES)})

  if (summary.charts.length)
    blocks.push({kind: 'heading', text: M.summaryCharts}, {kind: 'charts', charts: summary.charts})

  if (summary.doctorNotes.length)
    blocks.push(
      {kind: 'heading', text: M.summaryNotes},
      ...summary.doctorNotes.map((text) => ({kind: 'bullet' as const, text})),
    )

  blocks.push({kind: 'heading', text: M.summarySupplements})
  if (summary.supplements.length)
    for (const item of summary.supplements) {
      blocks.push({kind: 'bullet', text: `${item.name} — ${supplementDoseText(item)}`})
      if (item.warnings.length) blocks.push({kind: 'small', text: `${M.summaryWarnings}: ${item.warnings.join(' ')}`})
    }
  else blocks.push({kind: 'text', text: M.summaryNoSupplements})
  blocks.push({kind: 'small', text: M.summaryProvider})

  blocks.push({kind: 'heading', text: M.summaryRedFlags})
  if (summary.redFlags.length)
    blocks.push(
      ...summary.redFlags.map((flag) => ({
        kind: 'bullet' as const,
        text: `${flag.title}: ${flag.text} (${M.summaryFlagSource(flag.source, flag.date)})`,
      })),
    )
  else blocks.push({kind: 'text', text: noFlagsLine(summary)})

  blocks.push({kind: 'heading', text: M.summaryQuestions}, {kind: 'lines', count: 4})
  blocks.push({kind: 'small', text: `${M.summaryNote} ${S.citation}`})
  return blocks
}

/** The standard PDF fonts cover WinAnsi only: arrows and other signs are written as their nearest ASCII. */
export const pdfSafe = (text: string) =>
  text
    .replace(/→/g, '->')
    .replace(/[−‑]/g, '-')
    .replace(/[^\n\u0020-\u00ff–—‘’“”•…€]/g, '?')

const MARGIN = 48

/** A PDF of the summary on one page of the given paper: the type gets smaller until everything fits. */
export async function summaryPdf(summary: AppointmentSummary, paper: Paper): Promise<Blob> {
  const {jsPDF} = await import('jspdf')
  const blocks = summaryBlocks(summary)
  let doc = new jsPDF({unit: 'pt', format: paper})
  for (let size = 10.5; size >= 6; size -= 0.5) {
    doc = new jsPDF({unit: 'pt', format: paper})
    doc.setProperties({title: M.summaryHeading, creator: 'Menopause Mastery Toolkit'})
    if (layOut(doc, blocks, size)) break
  }
  return doc.output('blob')
}

type Doc = InstanceType<(typeof import('jspdf'))['jsPDF']>

/** Writes the blocks at a base font size; false when they do not fit on the page. */
function layOut(doc: Doc, blocks: Block[], size: number): boolean {
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN
  const bottom = doc.internal.pageSize.getHeight() - MARGIN
  let y = MARGIN
  const write = (text: string, fontSize: number, style: 'normal' | 'bold', indent = 0, bullet = false) => {
    doc.setFont('helvetica', style)
    doc.setFontSize(fontSize)
    const lines = doc.splitTextToSize(pdfSafe(text), width - indent) as string[]
    const lineHeight = fontSize * 1.25
    lines.forEach((line, index) => {
      y += lineHeight
      if (bullet && index === 0) doc.text('•', MARGIN + indent - 9, y)
      doc.text(line, MARGIN + indent, y)
    })
  }
  for (const block of blocks) {
    if (block.kind === 'title') write(block.text, size * 1.6, 'bold')
    else if (block.kind === 'heading') {
      y += size * 0.6
      write(block.text, size * 1.2, 'bold')
    } else if (block.kind === 'bold') write(block.text, size, 'bold')
    else if (block.kind === 'text') write(block.text, size, 'normal')
    else if (block.kind === 'bullet') write(block.text, size, 'normal', 12, true)
    else if (block.kind === 'small') write(block.text, size * 0.85, 'normal', 12)
    else if (block.kind === 'charts') y = drawCharts(doc, block.charts, y, width, size)
    else if (block.kind === 'lines')
      for (let line = 0; line < block.count; line++) {
        y += size * 2.2
        doc.setDrawColor(160)
        doc.line(MARGIN, y, MARGIN + width, y)
      }
    if (y > bottom) return false
  }
  return true
}

/** Charts a row holds at most on paper (the sheet's grid puts as many side by side). */
const CHARTS_PER_ROW = 5

/** The summary's charts in rows, each a title over a line on a baseline, as the sheet draws them; answers the new y. */
function drawCharts(doc: Doc, charts: SummaryChart[], top: number, width: number, size: number): number {
  const gap = 12
  const perRow = Math.min(CHARTS_PER_ROW, charts.length)
  const cell = (width - gap * (perRow - 1)) / perRow
  const titleSize = size * 0.75
  const height = size * 2.6
  let y = top
  for (let from = 0; from < charts.length; from += perRow) {
    const row = charts.slice(from, from + perRow)
    doc.setFont('helvetica', 'bold')
    doc.setFontSize(titleSize)
    const titles = row.map((chart) => doc.splitTextToSize(pdfSafe(chart.title), cell) as string[])
    const titleLines = Math.max(...titles.map((lines) => lines.length))
    const chartTop = y + titleLines * titleSize * 1.2 + 4
    row.forEach((chart, index) => {
      const left = MARGIN + index * (cell + gap)
      titles[index].forEach((line, n) => doc.text(line, left, y + (n + 1) * titleSize * 1.2))
      doc.setDrawColor(160)
      doc.setLineWidth(0.5)
      doc.line(left, chartTop + height, left + cell, chartTop + height)
      doc.setDrawColor(0)
      doc.setLineWidth(1)
      const at = (point: {x: number; y: number}) =>
        [left + point.x * cell, chartTop + height - point.y * height] as const
      for (let n = 1; n < chart.points.length; n++) {
        const [x1, y1] = at(chart.points[n - 1])
        const [x2, y2] = at(chart.points[n])
        doc.line(x1, y1, x2, y2)
      }
    })
    y = chartTop + height + 6
  }
  return y
}
