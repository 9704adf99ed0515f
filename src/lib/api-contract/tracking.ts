import type {SymptomScoreBody, TrackerRecoveryBody, TrackingEntryBody} from './tracking.schema'
import type {Deleted} from './assessment'
import type {OkResult} from './contact'
import {answering, endpoints} from './endpoint'

/** The symptom tracker (DECISIONS 16, 20): needs an access token and, past the first save, the tracker key header. */
export const TRACKING_ENDPOINTS = endpoints({
  symptomTracking: answering<
    {POST: TrackingSaveResult; GET: TrackingEntry[]; DELETE: Deleted},
    {POST: TrackingEntryBody}
  >()({
    path: '/api/symptom-tracking',
    methods: ['POST', 'GET', 'DELETE'],
    fn: 'symptom-tracking',
  }),
  /** Asking for a link answers `OkResult`; redeeming one, the new key and its address. */
  trackerKeyRecovery: answering<{POST: OkResult | TrackerLinkRedeemed}, {POST: TrackerRecoveryBody}>()({
    path: '/api/symptom-tracking/key-recovery',
    methods: ['POST'],
    fn: 'tracker-key-recovery',
  }),
  /** Monthly Menopause Rating Scale scores (docs/health-rules.md), kept in the same record as the entries. */
  symptomScores: answering<{POST: TrackingSaveResult; GET: SymptomScore[]}, {POST: SymptomScoreBody}>()({
    path: '/api/symptom-tracking/scores',
    methods: ['POST', 'GET'],
    fn: 'symptom-scores',
  }),
})

/** One day of her tracker, as stored and answered (GET /api/symptom-tracking lists them). */
export type TrackedSymptoms = {hotFlashes: number; sleep: number; mood: number; energy: number}
/**
 * `bleeding` (bleeding or spotting that day), `bleedingOnHrt` (a bleed she did not expect on HRT) and `notesForDoctor`
 * (her notes go on the appointment summary) came later: entries saved before them read as false.
 */
export type TrackingEntry = {
  date: string
  symptoms: TrackedSymptoms
  notes: string
  bleeding?: boolean
  bleedingOnHrt?: boolean
  notesForDoctor?: boolean
}

export type TrackingSaveResult = {ok: true; trackerKey?: string}
export type TrackerLinkRedeemed = {trackerKey: string; email: string}

export type SymptomScore = {date: string; answers: number[]}

export type {SymptomScoreBody, TrackerRecoveryBody, TrackingEntryBody}
