import {Card, CardGrid as Grid} from '../../../components/ui/card'
import type {TitledText} from '../types'

/** Icon cards with a title and a sentence: approach, trust, credentials, experiences. */
export function CardGrid({items, headingLevel = 3}: {items: TitledText[]; headingLevel?: 3 | 4}) {
  return (
    <Grid>
      {items.map((item) => (
        <Card key={item.title} icon={item.icon} title={item.title} headingLevel={headingLevel}>
          <p>{item.description}</p>
        </Card>
      ))}
    </Grid>
  )
}
