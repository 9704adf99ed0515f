/** Content shapes the guide sections (phases, sleep, emotional wellness) render, as the page queries return them. */
export type TitledText = {icon: string; title: string; description: string}
export type TipCategory = TitledText & {tips?: string[] | null}

export type SleepGuide = {
  title: string
  intro: string
  teaser: string
  challenges: TitledText[]
  tipCategories: TipCategory[]
  stats: Array<{value: string; label: string}>
  consultList: string[]
}

export type EmotionalWellness = {title: string; intro: string; experiences: TitledText[]; categories: TipCategory[]}
