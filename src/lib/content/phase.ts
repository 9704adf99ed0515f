/**
 * A menopause phase as the pages show it (the phase documents of the Studio): the phase cards below the quiz and
 * the phase education both render these fields.
 */
export type PhaseSummary = {
  /** The phase's document id: the preview server marks its fields for click-to-edit. */
  _id?: string
  slug: string
  title: string
  emoji: string
  subtitle: string
  duration: string
  description: string
}
