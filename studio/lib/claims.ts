/**
 * Claims the evidence carries (decision 50, docs/health-rules.md "Claims"): a remedy is a "Top Priority" only
 * for a symptom one of its sources backs, and a daily stack item's purpose names only what its profile lists.
 */

export type ClaimSymptom = {_id: string; name: string; claimWords?: string[]}
export type ClaimProfile = {name: string; symptoms: string[]; noClearBenefitFor: string[]}
type Ref = {_ref?: string}
export type BackedSource = {backsSymptoms?: Ref[]}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const namesIn = (text: string, word: string) => new RegExp(`\\b${escape(word.trim())}\\b`, 'i').test(text)

/** The words a text may use for a symptom: its name and the claim words the editor gave it. */
const wordsFor = (symptom: ClaimSymptom) =>
  [symptom.name, ...(symptom.claimWords ?? [])].filter((word) => word.trim() !== '')

/**
 * The claims a text makes, one per word it uses: each with every catalogue symptom that word can name
 * ("weight" names both Weight Changes and Weight Management; either one listed carries the claim).
 */
export function claimsIn(text: string, catalogue: ClaimSymptom[]): {word: string; symptoms: ClaimSymptom[]}[] {
  const byWord = new Map<string, ClaimSymptom[]>()
  for (const symptom of catalogue) {
    for (const word of wordsFor(symptom)) {
      if (!namesIn(text, word)) continue
      const key = word.trim().toLowerCase()
      byWord.set(key, [...(byWord.get(key) ?? []), symptom])
    }
  }
  return [...byWord].map(([word, symptoms]) => ({word, symptoms}))
}

/** The purpose's problem in plain words, or true when every benefit it names is one its profile lists. */
export function purposeBeyondProfile(purpose: string, profile: ClaimProfile, catalogue: ClaimSymptom[]): string | true {
  for (const {word, symptoms} of claimsIn(purpose, catalogue)) {
    if (symptoms.some((symptom) => profile.symptoms.includes(symptom._id))) continue
    const rejected = symptoms.find((symptom) => profile.noClearBenefitFor.includes(symptom._id))
    if (rejected) {
      return `The purpose says "${word}", but the "${profile.name}" profile lists ${rejected.name} under "Studied without clear benefit for". Reword the purpose so it claims only what the profile supports.`
    }
    return `The purpose says "${word}", but the "${profile.name}" profile does not list ${symptoms[0].name} under "Symptoms it may help". Reword the purpose, or add the symptom to the profile with the evidence for it.`
  }
  return true
}

/** The "Top Priority" symptoms that no source of the profile is marked as backing. */
export function topPriorityWithoutSource(topPriority: string[], sources: BackedSource[] | undefined): string[] {
  const backed = new Set((sources ?? []).flatMap((source) => (source.backsSymptoms ?? []).map((ref) => ref._ref)))
  return topPriority.filter((id) => !backed.has(id))
}

/** The Studio's words when a "Top Priority" symptom has no source behind it. */
export const topPriorityMessage = (names: string[]) =>
  `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} marked "At least moderate evidence for", but no source in "Sources" is marked as backing ${names.length === 1 ? 'it' : 'them'}. Add the symptom under "Symptoms it backs" on a source you have read that shows the evidence, or remove it here.`
