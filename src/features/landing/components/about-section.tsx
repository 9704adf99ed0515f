import {PortableText, type PortableTextBlock} from '@portabletext/react'
import {Section} from '../../../components/layout/section'
import {OPEN_TOOLKIT} from '../../../components/layout/nav-items'
import {ButtonLink} from '../../../components/ui/button'
import {ContentImage} from '../../../components/ui/content-image'
import {ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {coachByline} from '../logic'
import {LANDING_MESSAGES as M} from '../messages'
import type {LandingSettings} from '../types'
import {CardGrid} from './card-grid'
import * as styles from './landing.module.css'
import {editAttributes, SITE_SETTINGS_DOCUMENT as SETTINGS} from '../../../lib/content/visual-editing'

/** About (anchor 'about'): the coach's story and credentials, approach, trust, community and promise. */
export function AboutSection({settings}: {settings: LandingSettings}) {
  const member = useIsUnlocked()
  const coach = coachByline(settings)
  return (
    <Section id="about" title={settings.storyTitle}>
      <div className={styles.story}>
        <div className={styles.coachCard}>
          <ContentImage
            image={settings.coachPortrait?.asset?.about}
            alt={settings.coachPortrait?.alt}
            fallback={null}
            className={styles.coachPortrait}
          />
          <p className={styles.coach}>
            {coach.name}, {coach.title}
            {coach.issuer ? <span className={styles.issuer}>{M.certifiedBy(coach.issuer)}</span> : null}
          </p>
        </div>
        <PortableText value={settings._rawCoachStory as PortableTextBlock[]} />
        <CardGrid items={settings.credentials} />
        <ButtonLink to={member ? OPEN_TOOLKIT.to : ROUTES.checkout} size="lg">
          {member ? OPEN_TOOLKIT.label : M.aboutCta}
        </ButtonLink>
      </div>
      <h3 className={styles.blockTitle}>{M.approachTitle}</h3>
      <CardGrid items={settings.approachCards} headingLevel={4} />
      <h3 className={styles.blockTitle}>{M.trustTitle}</h3>
      <CardGrid items={settings.trustCards} headingLevel={4} />
      <div className={styles.community}>
        <h3 {...editAttributes(SETTINGS, 'communityTitle')}>{settings.communityTitle}</h3>
        <p {...editAttributes(SETTINGS, 'communityText')}>{settings.communityText}</p>
        <ButtonLink to={settings.communityLink.url} variant="outline">
          {settings.communityLink.label}
        </ButtonLink>
      </div>
      <div className={styles.promise}>
        <h3 {...editAttributes(SETTINGS, 'promiseTitle')}>{settings.promiseTitle}</h3>
        <p {...editAttributes(SETTINGS, 'promiseText')}>{settings.promiseText}</p>
        <p className={styles.signature}>— {settings.coachName}</p>
      </div>
    </Section>
  )
}
