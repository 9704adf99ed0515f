import type {GuideTipCategory, SleepGuideContent} from '../../lib/content/premium'

/** Content shapes the guide sections (phases, sleep, emotional wellness) render. */
export type TitledText = {icon: string; title: string; description: string}
export type TipCategory = GuideTipCategory

/** The sleep guide as every page has it; the full guide (SleepGuideContent) is premium. */
export type SleepGuide = {title: string; teaser: string}
export type FullSleepGuide = SleepGuide & SleepGuideContent

/** Emotional wellness as every page has it: the strategies without their tips (those are premium). */
export type EmotionalWellness = {title: string; intro: string; experiences: TitledText[]; categories: TitledText[]}
