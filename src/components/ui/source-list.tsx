import * as styles from './source-list.module.css'

export type SourceItem = {title: string; publisher: string; url: string; supports: string}

/** A remedy profile's published references: title (link), publisher and what the profile cites it for. */
export function SourceList({
  sources,
  heading,
  headingLevel = 3,
}: {
  sources: SourceItem[] | null | undefined
  heading: string
  headingLevel?: 2 | 3
}) {
  if (!sources?.length) return null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section className={styles.sources}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer">
              {source.title}
            </a>
            , {source.publisher}. <span className={styles.supports}>{source.supports}.</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
