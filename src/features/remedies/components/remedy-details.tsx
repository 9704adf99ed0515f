import type {RemedyProfile} from '../../../lib/content/premium'
import {Dialog} from '../../../components/ui/dialog'
import {ContentImage} from '../../../components/ui/content-image'
import {ShopLink} from '../../../components/ui/shop-link'
import {SourceList} from '../../../components/ui/source-list'
import {toParagraphs} from '../logic'
import {REMEDY_MESSAGES as M} from '../messages'
import {remedyFavorite} from '../remedy-favorite'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {SymptomBadges} from './symptom-badges'
import * as styles from './remedy-database.module.css'

type Props = {remedy: RemedyProfile; colors: Record<string, string>; onClose: () => void}

function Part({title, text}: {title: string; text: string | null}) {
  const paragraphs = toParagraphs(text)
  if (paragraphs.length === 0) return null
  return (
    <section className={styles.part}>
      <h3>{title}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  )
}

/** The 'View Details' dialog: every long-form section of the profile, split into paragraphs. Loaded on demand. */
export default function RemedyDetails({remedy, colors, onClose}: Props) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${remedy.emoji ?? ''} ${remedy.name}`.trim()} description={remedy.description} size="large">
      <div className={styles.dialogActions}>
        <FavoriteToggle item={remedyFavorite(remedy)} label={M.saveFavorite(remedy.name)} savedLabel={M.savedFavorite(remedy.name)} />
      </div>
      <ContentImage image={remedy.image?.asset?.detail} alt={remedy.image?.alt} fallback={null} className={styles.detailImage} />
      <section className={styles.part}>
        <h3>{M.details.symptoms}</h3>
        <SymptomBadges symptoms={remedy.symptoms} colors={colors} />
      </section>
      <Part title={M.details.whatItIs} text={remedy.whatItIs} />
      <Part title={M.details.inAction} text={remedy.inAction} />
      <Part title={M.details.evidence} text={remedy.evidence} />
      <Part title={M.details.dosage} text={remedy.dosage} />
      <Part title={M.details.sideEffects} text={remedy.sideEffects} />
      <section className={styles.part}>
        <h3>{M.details.usage}</h3>
        {toParagraphs(remedy.usage).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <strong>{M.details.evidenceLevel}:</strong> {remedy.evidenceLevel}
        </p>
      </section>
      <SourceList sources={remedy.sources} heading={M.details.sources} />
      {remedy.affiliateLink ? <ShopLink href={remedy.affiliateLink} label={M.shop(remedy.name)} /> : null}
      <p className={styles.healthNote}>{M.healthNote}</p>
    </Dialog>
  )
}
