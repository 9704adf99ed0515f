import {z} from 'zod'
import {
  applyContribution,
  emptyTally,
  sumTallies,
  type AssessmentFacts,
  type Contribution,
  type MonthTally,
} from '../../../src/lib/owner/report'
import {monthOf} from '../../../src/lib/owner/weeks'
import {store, STORES} from './blobs'
import {pool} from './pool'
import {changeTotals, dropTotals, readTotals, replaceTotals, SHARDS, shardOf, TOTALS_PREFIX} from './running-totals'

/**
 * The report's running totals of assessments, in the assessments store (assessments.ts keeps them on every save and
 * delete). Per month: `report/month/{yyyy-MM}/{shard}`, the tally of one contribution per verified order (its
 * latest assessment of the month, docs/threat-model.md); and per contributor and month
 * `report/contributor/{yyyy-MM}/{contributor}`, her assessments of that month.
 *
 * Why a record per contributor: the floor of 5 (DECISIONS 29) counts women, not saves, and her contribution is her
 * latest assessment of the month, so a second save must take her first one out of the tally and a deletion must
 * put back the one before. Her record says which she has; it is changed with a conditional write (ETag), so two
 * saves of hers at once both land and the tally moves exactly once from the old contribution to the new. Its key is
 * the `contributor` id the assessment itself already carries (a hash of the order id): it links nothing that the
 * assessments do not already link, and it is deleted with them (retention.ts drops a month's records once every
 * assessment of that month is past retention, and takes each deleted assessment out of a month still in part kept).
 */
const NAME = STORES.assessments
const MONTH_PREFIX = `${TOTALS_PREFIX}month/`
const CONTRIBUTOR_PREFIX = `${TOTALS_PREFIX}contributor/`
const monthShardKey = (month: string, shard: number) => `${MONTH_PREFIX}${month}/${shard}`
const contributorKey = (month: string, contributor: string) => `${CONTRIBUTOR_PREFIX}${month}/${contributor}`

type Dated = Contribution & {createdAt: string}
const datedSchema = z.object({
  symptoms: z.array(z.string()),
  severity: z.record(z.string(), z.number()),
  createdAt: z.string(),
}) satisfies z.ZodType<Dated>
/** One contributor's assessments of one month, by assessment key. */
const contributorMonthSchema = z.object({assessments: z.record(z.string(), datedSchema)})
/** A month's tally (one shard of it), checked against the report's type. */
const monthTallySchema = z.object({
  contributors: z.number(),
  symptoms: z.record(z.string(), z.object({people: z.number(), severitySum: z.number(), rated: z.number()})),
}) satisfies z.ZodType<MonthTally>

/** Her contribution: the latest assessment; of two made at the same instant, the first in key order (as a listing reads them). */
function latest(assessments: Record<string, Dated>): Dated | null {
  let kept: [string, Dated] | null = null
  for (const entry of Object.entries(assessments)) {
    const [key, dated] = entry
    if (!kept || kept[1].createdAt < dated.createdAt || (kept[1].createdAt === dated.createdAt && key < kept[0]))
      kept = entry
  }
  return kept ? kept[1] : null
}

const sameContribution = (a: Dated | null, b: Dated | null) => JSON.stringify(a) === JSON.stringify(b)

/** A contributor's month whose contribution changed: from `before` to `after` (null: none). */
type Move = {shardKey: string; before: Dated | null; after: Dated | null}

/** Changes her assessments of a month; answers how her contribution to the month's tally moved. */
async function changeContributor(
  month: string,
  contributor: string,
  change: (assessments: Record<string, Dated>) => Record<string, Dated>,
): Promise<Move> {
  let moved: Move = {shardKey: monthShardKey(month, shardOf(contributor)), before: null, after: null}
  await changeTotals(NAME, contributorKey(month, contributor), contributorMonthSchema, (current) => {
    const assessments = change(current?.assessments ?? {})
    moved = {...moved, before: latest(current?.assessments ?? {}), after: latest(assessments)}
    return {assessments}
  })
  return moved
}

/** Moves the months' tallies from old contributions to new: one conditional update per shard, for any number. */
async function tallyMoves(moves: Move[]) {
  const byShard = new Map<string, Move[]>()
  for (const move of moves.filter(({before, after}) => !sameContribution(before, after)))
    byShard.set(move.shardKey, [...(byShard.get(move.shardKey) ?? []), move])
  await pool([...byShard], 8, async ([shardKey, shardMoves]) => {
    await changeTotals(NAME, shardKey, monthTallySchema, (tally) =>
      shardMoves.reduce((next, {before, after}) => {
        const without = before ? applyContribution(next, before, -1) : next
        return after ? applyContribution(without, after, 1) : without
      }, tally ?? emptyTally()),
    )
  })
}

const dated = ({symptoms, severity, createdAt}: AssessmentFacts): Dated => ({symptoms, severity, createdAt})

/**
 * Counts stored assessments (one, or a batch's; one of a paid order, others never count): each contributor's month
 * changed once with all of hers (16 at a time), then each month's shard once for all of them.
 */
export async function countAssessments(records: {key: string; facts: AssessmentFacts}[]) {
  const byContributor = new Map<string, {month: string; contributor: string; added: Record<string, Dated>}>()
  for (const {key, facts} of records) {
    if (!facts.contributor) continue
    const month = monthOf(facts.createdAt)
    const groupKey = contributorKey(month, facts.contributor)
    const group = byContributor.get(groupKey) ?? {month, contributor: facts.contributor, added: {}}
    group.added[key] = dated(facts)
    byContributor.set(groupKey, group)
  }
  const moves: Move[] = []
  await pool([...byContributor.values()], 16, async ({month, contributor, added}) => {
    moves.push(await changeContributor(month, contributor, (assessments) => ({...assessments, ...added})))
  })
  await tallyMoves(moves)
}

/** Takes a deleted assessment out of the totals (her earlier one of the month, if any, counts again). */
export async function uncountAssessment(key: string, facts: AssessmentFacts) {
  if (!facts.contributor) return
  const move = await changeContributor(monthOf(facts.createdAt), facts.contributor, (assessments) => {
    const {[key]: _deleted, ...rest} = assessments
    return rest
  })
  await tallyMoves([move])
}

/** The tallies of these months, read from their shards (a month with none is left out). */
export async function readMonthTallies(months: string[]): Promise<Record<string, MonthTally>> {
  const read = await Promise.all(
    months.map(async (month) => {
      const shards = await readTotals(
        NAME,
        SHARDS.map((shard) => monthShardKey(month, shard)),
        monthTallySchema,
      )
      return [month, sumTallies(shards)] as const
    }),
  )
  return Object.fromEntries(read.filter(([, tally]) => tally.contributors > 0 || Object.keys(tally.symptoms).length))
}

/** The totals that these records add up to, as blobs by key (what a recount writes). */
export function assessmentTotalsOf(records: {key: string; facts: AssessmentFacts}[]): Map<string, unknown> {
  const contributors = new Map<string, z.infer<typeof contributorMonthSchema>>()
  for (const {key, facts} of records) {
    if (!facts.contributor) continue
    const blobKey = contributorKey(monthOf(facts.createdAt), facts.contributor)
    const kept = contributors.get(blobKey) ?? {assessments: {}}
    kept.assessments[key] = dated(facts)
    contributors.set(blobKey, kept)
  }
  const shards = new Map<string, MonthTally>()
  for (const [blobKey, {assessments}] of contributors) {
    const [month, contributor] = blobKey.slice(CONTRIBUTOR_PREFIX.length).split('/')
    const shardKey = monthShardKey(month, shardOf(contributor))
    shards.set(shardKey, applyContribution(shards.get(shardKey) ?? emptyTally(), latest(assessments)!, 1))
  }
  return new Map<string, unknown>([...contributors, ...shards])
}

/** Rebuilds the totals from every stored assessment (assessments.ts reads them). */
export const rebuildAssessmentTotals = (records: {key: string; facts: AssessmentFacts}[], now: Date) =>
  replaceTotals(NAME, assessmentTotalsOf(records), now)

/** The months whose totals exist (each month's contributor records and shards), from directory listings only. */
async function totalsMonths() {
  const months = async (prefix: string) =>
    (await store(NAME).list({prefix, directories: true})).directories.map((directory) => directory.split('/')[2])
  return [...new Set([...(await months(CONTRIBUTOR_PREFIX)), ...(await months(MONTH_PREFIX))])]
}

/**
 * Drops the totals of every month before `month` (retention: all their assessments are past retention, so their
 * contributor records, the only copy of those answers left, go too); answers how many contributor records went.
 */
export async function dropMonthsBefore(month: string) {
  let dropped = 0
  for (const old of (await totalsMonths()).filter((name) => name < month)) {
    dropped += await dropTotals(NAME, `${CONTRIBUTOR_PREFIX}${old}/`)
    await dropTotals(NAME, `${MONTH_PREFIX}${old}/`)
  }
  return dropped
}
