import type {RemedyProfile} from '../../../lib/content/premium'
import {Dialog} from '../../../components/ui/dialog'
import {ContentImage} from '../../../components/ui/content-image'
import {ShopLink} from '../../../components/ui/shop-link'
import {SourceList} from '../../../components/ui/source-list'
import {REMEDY_MESSAGES as M} from '../messages'
import {remedyFavorite} from '../remedy-favorite'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {TakenToggle} from '../../../components/health/taken-toggle'
import {isTakeable} from '../../../lib/health/supplement-safety'
import {editAttributes} from '../../../lib/content/visual-editing'
import {ProfileParts} from './profile-parts'
import {SymptomBadges} from './symptom-badges'
import * as partStyles from './profile-parts.module.css'
import * as styles from './remedy-database.module.css'

type Props = {remedy: RemedyProfile; colors: Record<string, string>; onClose: () => void}

/** The 'View Details' dialog: every long-form section of the profile, split into paragraphs. Loaded on demand. */
export default function RemedyDetails({remedy, colors, onClose}: Props) {
  const document = {_id: remedy._id, _type: 'remedy'}
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${remedy.emoji ?? ''} ${remedy.name}`.trim()}
      description={remedy.description}
      size="large"
    >
      <div className={styles.dialogActions}>
        <FavoriteToggle item={remedyFavorite(remedy)} label={M.saveFavorite(remedy.name)} />
        {isTakeable(remedy) ? <TakenToggle kind="remedy" slug={remedy.slug} name={remedy.name} /> : null}
      </div>
      <ContentImage
        image={remedy.image?.asset?.detail}
        alt={remedy.image?.alt}
        fallback={null}
        className={styles.detailImage}
      />
      <section className={partStyles.part} {...editAttributes(document, 'symptoms')}>
        <h3>{M.details.symptoms}</h3>
        <SymptomBadges symptoms={remedy.symptoms} colors={colors} />
      </section>
      <ProfileParts remedy={remedy} headingLevel={3} document={document} />
      <SourceList sources={remedy.sources} heading={M.details.sources} />
      {remedy.affiliateLink ? <ShopLink href={remedy.affiliateLink} label={M.shop(remedy.name)} /> : null}
      <p className={styles.healthNote}>{M.healthNote}</p>
    </Dialog>
  )
}
