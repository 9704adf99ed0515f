import {LOADER_SOURCES_ATTRIBUTE} from '../../config/page-scripts'

/** The page's scripts, from the loader's own inline script tag (build-time/html/defer-page-scripts.ts writes them). */
export const loaderSources = (): string[] =>
  JSON.parse(document.currentScript?.getAttribute(LOADER_SOURCES_ATTRIBUTE) ?? '[]') as string[]
