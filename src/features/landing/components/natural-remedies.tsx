import {lazy, Suspense, useEffect, useState} from 'react'
import {Section} from '../../../components/layout/section'
import {Button, ButtonLink} from '../../../components/ui/button'
import {Card, CardGrid} from '../../../components/ui/card'
import {dialogToggle, hideDialog, isDialogShown} from '../../../components/ui/native-dialog'
import {ROUTES} from '../../../config/site'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {editAttributes} from '../../../lib/content/visual-editing'
import {LANDING_MESSAGES as M} from '../messages'
import type {FeaturedRemedy, TitledText} from '../types'
import * as styles from './landing.module.css'
import {UnlockDialog} from './unlock-dialog'

const RemedyDialog = lazy(() => import('./remedy-dialog').then((m) => ({default: m.RemedyDialog})))

/** The id of a remedy's unlock dialog, which the browser opens without the app (decision 48). */
const unlockDialogId = (remedy: FeaturedRemedy) => `unlock-${remedy.slug}`

type Props = {remedies: FeaturedRemedy[]; toolkitContents: TitledText[]; profileCount: string}

/**
 * Natural Remedies Guide (anchors 'natural-remedies' and 'remedies'): three cards; 'Learn More' opens the
 * profile for purchasers, 'Preview Details' the unlock dialog for everyone else, plus a promo card.
 * The unlock dialogs are in the page's HTML, opened by the browser (`UnlockDialog`). The page is built locked: a
 * purchaser who taps before the app knows she has bought gets the unlock dialog, which the app swaps for the
 * remedy's profile as soon as it knows.
 */
export function NaturalRemedies({remedies, toolkitContents, profileCount}: Props) {
  const unlocked = useIsUnlocked()
  const [open, setOpen] = useState<FeaturedRemedy | null>(null)
  // The unlock dialogs leave the page once the app knows she has bought (it holds no offer for her), after the one
  // she may have opened is swapped for the profile.
  const [unlockDialogsShown, setUnlockDialogsShown] = useState(true)
  useEffect(() => {
    if (!unlocked) return
    for (const remedy of remedies) {
      const dialog = document.querySelector<HTMLDialogElement>(`#${unlockDialogId(remedy)}`)
      if (dialog && isDialogShown(dialog)) {
        hideDialog(dialog)
        setOpen(remedy)
        break
      }
    }
    setUnlockDialogsShown(false)
  }, [unlocked, remedies])
  return (
    <>
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
                {unlocked ? (
                  <Button
                    variant="outline"
                    onClick={() => setOpen(remedy)}
                    aria-label={`${M.learnMore}: ${remedy.name}`}
                  >
                    {M.learnMore}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    aria-label={`${M.previewDetails}: ${remedy.name}`}
                    {...dialogToggle(unlockDialogId(remedy), 'show')}
                  >
                    {M.previewDetails}
                  </Button>
                )}
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
          {open && unlocked ? (
            <Suspense fallback={null}>
              <RemedyDialog remedy={open} onClose={() => setOpen(null)} />
            </Suspense>
          ) : null}
        </Section>
      </div>
      {/* Outside the section: a dialog inside an off-screen section's containment (layout.module.css) makes its
          first opening lay the whole section out again (docs/first-tap.md). */}
      {unlocked && !unlockDialogsShown
        ? null
        : remedies.map((remedy) => (
            <UnlockDialog
              key={remedy.slug}
              id={unlockDialogId(remedy)}
              remedy={remedy}
              toolkitContents={toolkitContents}
            />
          ))}
    </>
  )
}
