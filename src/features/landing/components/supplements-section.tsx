import {navigate} from 'gatsby'
import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid, CardIcon, CardTitle, CardTop} from '../../../components/ui/card'
import {ContentImage} from '../../../components/ui/content-image'
import {ShopLink} from '../../../components/ui/shop-link'
import {FavoriteToggle} from '../../../components/ui/favorite-toggle'
import {supplementFavorite} from '../favorites'
import {remedyDeepLink, ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {editAttributes} from '../../../lib/content/visual-editing'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {LANDING_MESSAGES as M} from '../messages'
import type {SupplementCard} from '../types'
import * as styles from './landing.module.css'
import {TextList} from '../../../components/ui/text-list'

/**
 * Recommended Supplements (anchor 'shop-supplements'). 'View Recommendations' opens the toolkit's remedy
 * database filtered to the supplement (DECISIONS 7); without access it leads to the offer.
 */
export function SupplementsSection({supplements}: {supplements: SupplementCard[]}) {
  const unlocked = useIsUnlocked()
  const view = (supplement: SupplementCard) =>
    unlocked && supplement.remedySlug
      ? void navigate(remedyDeepLink(supplement.remedySlug))
      : scrollToSection('purchase')
  return (
    <Section id="shop-supplements" title={M.supplementsTitle} intro={M.supplementsIntro} tone="tinted">
      <CardGrid>
        {supplements.map((supplement) => {
          const document = {_id: supplement._id, _type: 'supplementCategory'}
          return (
            <Card key={supplement.slug}>
              <CardTop>
                <ContentImage
                  image={supplement.image?.asset?.card}
                  alt={supplement.image?.alt}
                  className={styles.cardImage}
                  fallback={<CardIcon>{supplement.emoji}</CardIcon>}
                />
                {supplement.inToolkit ? <span className={styles.toolkitBadge}>{M.inToolkit}</span> : null}
                <FavoriteToggle item={supplementFavorite(supplement)} label={M.saveFavorite(supplement.name)} />
              </CardTop>
              <CardTitle>
                <span {...editAttributes(document, 'name')}>{supplement.name}</span>
              </CardTitle>
              <p className={styles.category} {...editAttributes(document, 'category')}>
                {supplement.category}
              </p>
              <p {...editAttributes(document, 'description')}>{supplement.description}</p>
              <div {...editAttributes(document, 'benefits')}>
                <TextList items={supplement.benefits} className={styles.benefits} />
              </div>
              {supplement.note ? (
                <p className={styles.note} {...editAttributes(document, 'note')}>
                  ⚠️ {supplement.note}
                </p>
              ) : null}
              <Button
                variant="outline"
                onClick={() => view(supplement)}
                aria-label={`${M.viewRecommendations}: ${supplement.name}`}
              >
                {M.viewRecommendations}
              </Button>
              {supplement.affiliateLink ? (
                <ShopLink href={supplement.affiliateLink} label={M.shop(supplement.name)} />
              ) : null}
            </Card>
          )
        })}
      </CardGrid>
      {unlocked ? null : (
        <div className={`${styles.promo} customer-only`}>
          <h3>{M.supplementsUnlockTitle}</h3>
          <p>{M.supplementsUnlockText}</p>
          <ButtonLink to={ROUTES.checkout}>{M.fullAccess}</ButtonLink>
        </div>
      )}
      <p className={styles.healthNote}>🩺 {M.supplementsDisclaimer}</p>
    </Section>
  )
}
