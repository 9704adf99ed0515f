import {OPEN_TOOLKIT, TODAY_LINK} from '../../../components/layout/nav-items'
import {ButtonLink} from '../../../components/ui/button'
import {ContentImage} from '../../../components/ui/content-image'
import {coachByline} from '../logic'
import {ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {LANDING_MESSAGES as M} from '../messages'
import type {LandingSettings} from '../types'
import * as styles from './landing.module.css'
import {editAttributes, SITE_SETTINGS_DOCUMENT as SETTINGS} from '../../../lib/content/visual-editing'
import {PriceLines} from './price-lines'
import {TextList} from '../../../components/ui/text-list'

/** Hero: badge, headline, 'perfect for you if' list and the price card. */
export function Hero({settings}: {settings: LandingSettings}) {
  const member = useIsUnlocked()
  const coach = coachByline(settings)
  return (
    <section className={styles.hero} aria-labelledby="hero-heading">
      <div className={styles.heroInner}>
        <div>
          <p className={styles.badge}>{member ? M.memberBadge : M.heroBadge}</p>
          <h1 id="hero-heading" className={styles.heroTitle} {...editAttributes(SETTINGS, 'heroHeadline')}>
            {settings.heroHeadline}
          </h1>
          <p className={styles.lead} {...editAttributes(SETTINGS, 'heroSubheadline')}>
            {settings.heroSubheadline}
          </p>
          {/* A div, not a p: the picture is block content, and a <p> around it would break hydration. */}
          <div className={styles.byline}>
            {/* Above the fold: eager, and a fixed 56 px square so nothing moves when it arrives. */}
            <ContentImage
              image={settings.coachPortrait?.asset?.hero}
              alt={settings.coachPortrait?.alt}
              loading="eager"
              fallback={null}
              className={styles.bylinePortrait}
            />
            <span>
              {M.createdBy(coach.name, coach.title)}
              {coach.issuer ? `, ${M.certifiedBy(coach.issuer)}` : null}
            </span>
          </div>
          <h2 className={styles.listTitle}>{M.perfectForYou}</h2>
          <TextList items={settings.perfectForYou} className={styles.checkList} />
        </div>
        {member ? (
          <div className={styles.priceCard}>
            <h2 className={styles.memberCardTitle}>{M.memberCardTitle}</h2>
            <p>{M.memberCardText}</p>
            <ButtonLink to={OPEN_TOOLKIT.to} size="lg" block>
              {OPEN_TOOLKIT.label}
            </ButtonLink>
            <p>
              <ButtonLink to={TODAY_LINK.to} variant="outline" block>
                {M.memberToday}
              </ButtonLink>
            </p>
          </div>
        ) : (
          <div className={styles.priceCard}>
            <PriceLines settings={settings} />
            <ButtonLink to={ROUTES.checkout} size="lg" block>
              {M.heroCta}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  )
}
