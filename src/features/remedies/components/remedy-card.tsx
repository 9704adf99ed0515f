import type {RemedyProfile} from '../../../lib/content/premium'
import {Button} from '../../../components/ui/button'
import {ContentImage} from '../../../components/ui/content-image'
import {editAttributes} from '../../../lib/content/visual-editing'
import {REMEDY_MESSAGES as M} from '../messages'
import {remedyFavorite} from '../remedy-favorite'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import * as styles from './remedy-database.module.css'

type Props = {remedy: RemedyProfile; onDetails: (remedy: RemedyProfile) => void}

/**
 * One compact remedy card (a phone should not scroll through 40 full profiles): picture or emoji, name,
 * evidence level and a two-line description; symptoms, usage and the rest open on demand in 'View Details'.
 */
export function RemedyCard({remedy, onDetails}: Props) {
  const emoji = (
    <span className={styles.emoji} aria-hidden="true">
      {remedy.emoji ?? '🌿'}
    </span>
  )
  const document = {_id: remedy._id, _type: 'remedy'}
  return (
    <article className={styles.card} aria-labelledby={`remedy-${remedy.slug}`}>
      <div className={styles.cardHead}>
        <ContentImage
          image={remedy.image?.asset?.card}
          alt={remedy.image?.alt}
          fallback={emoji}
          className={styles.thumb}
        />
        <div className={styles.cardHeading}>
          <h3 id={`remedy-${remedy.slug}`} className={styles.cardTitle} {...editAttributes(document, 'name')}>
            {remedy.name}
          </h3>
          <p className={styles.evidenceLine} {...editAttributes(document, 'evidenceLevel')}>
            <span className="visually-hidden">{M.evidence}: </span>
            {remedy.evidenceLevel}
          </p>
        </div>
        <FavoriteToggle item={remedyFavorite(remedy)} label={M.saveFavorite(remedy.name)} />
      </div>
      <p className={styles.description} {...editAttributes(document, 'description')}>
        {remedy.description}
      </p>
      <Button variant="outline" block onClick={() => onDetails(remedy)} aria-label={`${M.viewDetails}: ${remedy.name}`}>
        {M.viewDetails}
      </Button>
    </article>
  )
}
