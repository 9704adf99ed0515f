import type {RemedyProfile} from '../../../lib/content/premium'
import {Button} from '../../../components/ui/button'
import {REMEDY_MESSAGES as M} from '../messages'
import {remedyFavorite} from '../remedy-favorite'
import {FavoriteToggle} from './favorite-toggle'
import {SymptomBadges} from './symptom-badges'
import * as styles from './remedy-database.module.css'

type Props = {remedy: RemedyProfile; colors: Record<string, string>; onDetails: (remedy: RemedyProfile) => void}

/** One remedy: emoji (the content has no remedy photos), name, description, symptoms, usage and evidence. */
export function RemedyCard({remedy, colors, onDetails}: Props) {
  return (
    <article className={styles.card} aria-labelledby={`remedy-${remedy.slug}`}>
      <div className={styles.cardHead}>
        <span className={styles.emoji} aria-hidden="true">
          {remedy.emoji ?? '🌿'}
        </span>
        <FavoriteToggle item={remedyFavorite(remedy)} label={M.saveFavorite(remedy.name)} savedLabel={M.savedFavorite(remedy.name)} />
      </div>
      <h3 id={`remedy-${remedy.slug}`} className={styles.cardTitle}>
        {remedy.name}
      </h3>
      <p className={styles.description}>{remedy.description}</p>
      <SymptomBadges symptoms={remedy.symptoms} colors={colors} />
      <dl className={styles.facts}>
        <dt>{M.usage}</dt>
        <dd>{remedy.usage}</dd>
        <dt>{M.evidence}</dt>
        <dd>{remedy.evidenceLevel}</dd>
      </dl>
      <Button variant="outline" block onClick={() => onDetails(remedy)} aria-label={`${M.viewDetails}: ${remedy.name}`}>
        {M.viewDetails}
      </Button>
    </article>
  )
}
