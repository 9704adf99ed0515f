import {lazy, Suspense, useState} from 'react'
import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid} from '../../../components/ui/card'
import {ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {editAttributes} from '../../../lib/content/visual-editing'
import {LANDING_MESSAGES as M} from '../messages'
import type {FeaturedRemedy, TitledText} from '../types'
import * as styles from './landing.module.css'

const RemedyDialog = lazy(() => import('./remedy-dialog').then((m) => ({default: m.RemedyDialog})))

type Props = {remedies: FeaturedRemedy[]; toolkitContents: TitledText[]; profileCount: string}

/**
 * Natural Remedies Guide (anchors 'natural-remedies' and 'remedies'): three cards; 'Learn More' opens the
 * profile for purchasers, 'Preview Details' the unlock dialog for everyone else, plus a promo card.
 */
export function NaturalRemedies({remedies, toolkitContents, profileCount}: Props) {
  const unlocked = useIsUnlocked()
  const [open, setOpen] = useState<FeaturedRemedy | null>(null)
  return (
    <div id="remedies">
      <Section id="natural-remedies" title={M.remediesTitle} intro={M.remediesIntro}>
        <CardGrid>
          {remedies.map((remedy) => (
            <Card
              key={remedy.slug}
              icon={remedy.emoji}
              title={<span {...editAttributes({_id: remedy._id, _type: 'remedy'}, 'name')}>{remedy.name}</span>}
            >
              <p
                className={styles.evidenceBadge}
                {...editAttributes({_id: remedy._id, _type: 'remedy'}, 'evidenceLevel')}
              >
                {remedy.evidenceLevel}
              </p>
              <p {...editAttributes({_id: remedy._id, _type: 'remedy'}, 'description')}>{remedy.description}</p>
              <Button
                variant="outline"
                onClick={() => setOpen(remedy)}
                aria-label={`${unlocked ? M.learnMore : M.previewDetails}: ${remedy.name}`}
              >
                {unlocked ? M.learnMore : M.previewDetails}
              </Button>
            </Card>
          ))}
        </CardGrid>
        {unlocked ? null : (
          <div className={`${styles.promo} customer-only`}>
            <h3>{M.promoTitle}</h3>
            <p>{M.promoText(profileCount)}</p>
            <ButtonLink to={ROUTES.checkout}>{M.fullAccess}</ButtonLink>
          </div>
        )}
        <p className={styles.healthNote}>🩺 {M.supplementsDisclaimer}</p>
        {open ? (
          <Suspense fallback={null}>
            <RemedyDialog
              remedy={open}
              unlocked={unlocked}
              toolkitContents={toolkitContents}
              onClose={() => setOpen(null)}
            />
          </Suspense>
        ) : null}
      </Section>
    </div>
  )
}
