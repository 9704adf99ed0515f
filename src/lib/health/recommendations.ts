/**
 * What the assessment recommends, derived from the remedy profiles alone (DECISIONS 33 and 36): a remedy is
 * recommended for a symptom only when its profile lists that symptom, and is a "Top Priority" only when its
 * profile records at least moderate evidence for that symptom. The assessment's list, the personalised card
 * and anything else that names a remedy for a symptom read this one function, so a card never claims more than
 * the profile it links to. Shared by the assessment and the quiz, so it lives below both features.
 */

/** A remedy profile as the recommendation rules read it, in position order. */
export type RemedyProfile = {
  slug: string
  name: string
  emoji: string | null
  /** Symptoms the profile says it may help (catalogue ids). */
  symptoms: string[]
  /** Of those, the ones for which the profile records at least moderate evidence. */
  moderateEvidenceFor: string[]
  /** The profile's headline evidence level (EVIDENCE_LEVELS). */
  evidenceLevel: string
  /** Products sold on marketing claims (DIM): kept for look-up, never recommended. */
  referenceOnly: boolean
}

/** What the visitor told us: chosen symptoms in catalogue order, their ratings (1–5, optional), her phase. */
export type RecommendationRequest = {symptoms: string[]; severity: Record<string, number>; phase: string | null}

export type Recommendation = {
  slug: string
  name: string
  emoji: string | null
  /** The chosen symptoms this remedy's profile lists, in the visitor's order. */
  forSymptoms: string[]
  /** True only where the profile records at least moderate evidence for one of those symptoms. */
  topPriority: boolean
  /** Highest rating the visitor gave to one of those symptoms (0 when unrated). */
  severity: number
}

/**
 * Every remedy whose profile lists a chosen symptom, most relevant first: highest rating of the symptoms it
 * addresses (DECISIONS 33), then at least moderate evidence for one of them (DECISIONS 36), then position.
 * The phase is accepted but changes nothing: no profile recommends a remedy for a stage alone (the original brief's
 * "DIM for perimenopause" rule is gone, DECISIONS 36).
 */
export function recommendRemedies(remedies: RemedyProfile[], request: RecommendationRequest): Recommendation[] {
  const order = new Map(request.symptoms.map((id, index) => [id, index]))
  return remedies
    .filter((remedy) => !remedy.referenceOnly)
    .map((remedy, position) => {
      const forSymptoms = remedy.symptoms.filter((id) => order.has(id)).sort((a, b) => order.get(a)! - order.get(b)!)
      return {
        position,
        recommendation: {
          slug: remedy.slug,
          name: remedy.name,
          emoji: remedy.emoji,
          forSymptoms,
          topPriority: forSymptoms.some((id) => remedy.moderateEvidenceFor.includes(id)),
          severity: Math.max(0, ...forSymptoms.map((id) => request.severity[id] ?? 0)),
        },
      }
    })
    .filter(({recommendation}) => recommendation.forSymptoms.length > 0)
    .sort(
      (a, b) =>
        b.recommendation.severity - a.recommendation.severity ||
        Number(b.recommendation.topPriority) - Number(a.recommendation.topPriority) ||
        a.position - b.position,
    )
    .map(({recommendation}) => recommendation)
}

/**
 * The personalised card: the same ranking with the Top Priorities first (the sort is stable, so each group keeps
 * the ranking's order), at most `cap`. Nothing when nothing matches: no default remedy stands in where her symptoms
 * call for a clinician or no profile fits (DECISIONS 46).
 */
export const personalisedPicks = (
  remedies: RemedyProfile[],
  request: RecommendationRequest,
  cap: number,
): Recommendation[] =>
  [...recommendRemedies(remedies, request)].sort((a, b) => Number(b.topPriority) - Number(a.topPriority)).slice(0, cap)
