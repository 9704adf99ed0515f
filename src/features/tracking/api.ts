import {useMutation, useQuery, useQueryClient} from '../../lib/query-client'
import {API} from '../../lib/api-contract'
import type {
  SymptomScore,
  SymptomScoreBody,
  TrackerRecoveryBody,
  TrackingEntryBody,
} from '../../lib/api-contract/tracking'
import {accessJson} from '../../lib/access/access-api'
import {trackerKey} from '../../lib/shared-storage'
import {forgetTrackingOnDevice} from '../../lib/health/record'
import {TRACKER_EMAIL_HEADER, TRACKER_KEY_HEADER} from '../../config/tracking'
import {mrsAnswersProblem} from '../../lib/health/menopause-rating-scale'
import type {TrackedSymptoms} from './logic'

export const TRACKING_URL = API.symptomTracking.path
/** The tracker key this browser got on its first save, with the email it belongs to (DECISIONS 20). */
export const readTrackerKey = () => trackerKey.read()
const keyFor = (email: string) => {
  const stored = readTrackerKey()
  return stored && stored.email === email.trim().toLowerCase() ? stored.key : null
}

const headers = (email: string): Record<string, string> => {
  const key = keyFor(email)
  return key ? {[TRACKER_KEY_HEADER]: key} : {}
}
/** Reads and deletes name the address in a header, never in the URL (docs/threat-model.md: URLs end up in logs). */
const withAddress = (email: string) => ({
  ...headers(email),
  [TRACKER_EMAIL_HEADER]: email.trim().toLowerCase(),
})

export type TrackingInput = {
  email: string
  date: string
  symptoms: TrackedSymptoms
  notes: string
  bleeding: boolean
  bleedingOnHrt: boolean
  notesForDoctor: boolean
}

/** Enabled only with an email and a started tracker; here also only with this browser's key for it. */
export function useTrackingEntries(email: string, date: string, enabled: boolean) {
  const normalized = email.trim().toLowerCase()
  return useQuery({
    queryKey: [TRACKING_URL, normalized, date],
    queryFn: () =>
      accessJson(API.symptomTracking, 'GET', undefined, {
        url: `${TRACKING_URL}?${new URLSearchParams({date})}`,
        headers: withAddress(normalized),
      }),
    enabled: enabled && keyFor(normalized) !== null,
  })
}

export function useSaveTracking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: TrackingInput) => {
      const body = {...input, mood: input.symptoms.mood, sleep: input.symptoms.sleep} satisfies TrackingEntryBody
      const result = await accessJson(API.symptomTracking, 'POST', body, {headers: headers(input.email)})
      if (result.trackerKey) trackerKey.write({email: input.email.trim().toLowerCase(), key: result.trackerKey})
    },
    // On success the cached tracking lists are refreshed.
    onSuccess: () => queryClient.invalidateQueries({queryKey: [TRACKING_URL]}),
  })
}

/** Her Menopause Rating Scale scores (docs/health-rules.md), oldest first; they live in the same record as the entries. */
export function useSymptomScores(email: string, enabled: boolean) {
  const normalized = email.trim().toLowerCase()
  return useQuery({
    queryKey: [TRACKING_URL, 'scores', normalized],
    queryFn: () => accessJson(API.symptomScores, 'GET', undefined, {headers: withAddress(normalized)}),
    enabled: enabled && keyFor(normalized) !== null,
    // Only complete answer sets are scored (the server refuses others; this keeps an odd answer from breaking the page).
    select: (scores) => scores.filter((score) => mrsAnswersProblem(score.answers) === null),
  })
}

/** Saves a score; a first save (before any entry) starts her tracker and keeps its key, as a first entry does. */
export function useSaveScore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: {email: string} & SymptomScore) => {
      const email = input.email.trim().toLowerCase()
      const result = await accessJson(API.symptomScores, 'POST', {...input, email} satisfies SymptomScoreBody, {
        headers: headers(email),
      })
      if (result.trackerKey) trackerKey.write({email, key: result.trackerKey})
    },
    onSuccess: () => queryClient.invalidateQueries({queryKey: [TRACKING_URL]}),
  })
}

/** DECISIONS 20: the owner can delete everything stored under the email. */
export function useDeleteTracking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (email: string) => {
      await accessJson(API.symptomTracking, 'DELETE', undefined, {headers: withAddress(email)})
      forgetTrackingOnDevice()
    },
    onSuccess: () => queryClient.resetQueries({queryKey: [TRACKING_URL]}),
  })
}

/** DECISIONS 20: mails a one-time link that replaces a lost tracker key (same answer whether or not there is a tracker). */
export function useRequestTrackerLink() {
  return useMutation({
    mutationFn: (email: string) =>
      accessJson(API.trackerKeyRecovery, 'POST', {
        email: email.trim().toLowerCase(),
      } satisfies TrackerRecoveryBody),
  })
}

/** Redeems the mailed link's code: this browser keeps the new tracker key; returns the email it belongs to. */
export async function redeemTrackerLink(code: string): Promise<string> {
  const redeemed = await accessJson(API.trackerKeyRecovery, 'POST', {code} satisfies TrackerRecoveryBody)
  // A code is answered with the new key, a request for a link with `ok`: only the first can come back here.
  if (!('trackerKey' in redeemed)) throw new Error('The tracker link was answered without a key')
  trackerKey.write({email: redeemed.email, key: redeemed.trackerKey})
  return redeemed.email
}
