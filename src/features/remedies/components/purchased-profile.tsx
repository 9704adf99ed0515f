import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {TakenToggle} from '../../../components/health/taken-toggle'
import {isTakeable} from '../../../lib/health/supplement-safety'
import {ShopLink} from '../../../components/ui/shop-link'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {REMEDY_MESSAGES as M} from '../messages'
import {remedyFavorite} from '../remedy-favorite'
import {ProfileParts} from './profile-parts'
import * as styles from './profile-parts.module.css'

/**
 * A purchaser who opens a remedy page (from her recommendations, favorites or search) reads the full
 * profile there, loaded with her access token like the toolkit's; visitors never get here (the page shows the teaser).
 */
export default function PurchasedProfile({slug}: {slug: string}) {
  const premium = usePremiumContent()
  if (premium.isPending) return <p role="status">{M.loadingProfile}</p>
  const remedy = premium.data?.remedies.find((item) => item.slug === slug)
  if (!remedy) return <p role="alert">{M.profileFailed}</p>
  return (
    <section aria-label={M.fullProfile(remedy.name)}>
      <div className={styles.actions}>
        <FavoriteToggle item={remedyFavorite(remedy)} label={M.saveFavorite(remedy.name)} />
        {isTakeable(remedy) ? <TakenToggle kind="remedy" slug={remedy.slug} name={remedy.name} /> : null}
      </div>
      <ProfileParts remedy={remedy} headingLevel={2} document={{_id: remedy._id, _type: 'remedy'}} />
      {remedy.affiliateLink ? <ShopLink href={remedy.affiliateLink} label={M.shop(remedy.name)} /> : null}
    </section>
  )
}
