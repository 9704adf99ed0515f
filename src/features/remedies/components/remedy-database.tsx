import {lazy, Suspense, useEffect, useId, useMemo, useState} from 'react'
import type {RemedyProfile} from '../../../lib/content/premium'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {claimLabel} from '../../../lib/content/claims'
import {editAttributes} from '../../../lib/content/visual-editing'
import {scrollToSection} from '../../../lib/scroll-to-section'
import {ButtonLink, Button} from '../../../components/ui/button'
import {publicEnv} from '../../../config/env'
import {ROUTES} from '../../../config/site'
import {ALL_CATEGORIES, filterRemedies, mergeRemedies, PAGE_SIZE} from '../logic'
import {REMEDY_MESSAGES as M} from '../messages'
import {RemedyCard} from './remedy-card'
import * as styles from './remedy-database.module.css'

const RemedyDetails = lazy(() => import('./remedy-details'))
const DemoAccessToggle = lazy(() => import('./demo-access-toggle'))

/** `_id`: the category's document id, so the preview server marks its chip for click-to-edit. */
export type SymptomCategory = {_id?: string; slug: string; name: string; badgeColor: string}
type Props = {freeRemedies: RemedyProfile[]; totalCount: number; categories: SymptomCategory[]}

/**
 * The remedies database (id remedies): everyone gets the free profiles from the page; purchasers
 * and reviewers get the rest from the toolkit-content function (DECISIONS 16).
 */
export function RemedyDatabase({freeRemedies, totalCount, categories}: Props) {
  const access = useAccessState()
  const unlocked = isUnlocked(access)
  const premium = usePremiumContent()
  const remedies = useMemo(
    () => mergeRemedies(freeRemedies, unlocked ? premium.data?.remedies : undefined),
    [freeRemedies, unlocked, premium.data],
  )
  const [query, setQuery] = useState('')
  const [category, setCategory] = useState(ALL_CATEGORIES)
  const [selected, setSelected] = useState<RemedyProfile | null>(null)
  // A phone should not scroll through every profile: cards come PAGE_SIZE at a time; search and chips still look through every profile.
  const [shown, setShown] = useState(PAGE_SIZE)
  useEffect(() => setShown(PAGE_SIZE), [query, category])
  const [deepLink, setDeepLink] = useState<string | null>(null)
  const searchId = useId()
  const colors = useMemo(() => Object.fromEntries(categories.map((c) => [c.slug, c.badgeColor])), [categories])

  // Deep link from the landing page (DECISIONS 7): /toolkit?remedy=<slug>#remedies searches for that remedy.
  useEffect(() => setDeepLink(new URLSearchParams(window.location.search).get('remedy')), [])
  useEffect(() => {
    if (!deepLink) return
    const target = remedies.find((remedy) => remedy.slug === deepLink)
    if (target) setQuery(target.name)
    else if (!unlocked || premium.isSuccess || premium.isError) setQuery(deepLink.replace(/-/g, ' '))
    else return
    setDeepLink(null)
  }, [deepLink, remedies, unlocked, premium.isSuccess, premium.isError])

  const visible = filterRemedies(remedies, query, category)
  const remaining = visible.length - shown
  const lockedCount = totalCount - freeRemedies.length

  return (
    <>
      <div className={styles.controls}>
        <label htmlFor={searchId} className="visually-hidden">
          {M.searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.search}
          placeholder={M.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div role="group" aria-label={M.filterLabel} className={styles.chips}>
          {[{slug: ALL_CATEGORIES, name: M.allCategories}, ...categories].map((chip) => (
            <button
              key={chip.slug}
              type="button"
              aria-pressed={category === chip.slug}
              className={styles.chip}
              onClick={() => setCategory(chip.slug)}
              {...editAttributes('_id' in chip ? {_id: chip._id, _type: 'symptomCategory'} : null, 'name')}
            >
              {chip.name}
            </button>
          ))}
        </div>
        <p className={styles.count} role="status">
          {unlocked && premium.isPending ? M.loadingPremium : M.showing(visible.length)}
        </p>
        {unlocked && premium.isError ? <p className={styles.error}>{M.premiumFailed}</p> : null}
      </div>
      {visible.length ? (
        <div className={styles.grid}>
          {visible.slice(0, shown).map((remedy) => (
            <RemedyCard key={remedy.slug} remedy={remedy} onDetails={setSelected} />
          ))}
        </div>
      ) : (
        <p className={styles.empty}>{M.noMatches}</p>
      )}
      {remaining > 0 ? (
        <p className={styles.more}>
          <Button variant="outline" size="lg" onClick={() => setShown((count) => count + PAGE_SIZE)}>
            {M.showMore(Math.min(PAGE_SIZE, remaining), remaining)}
          </Button>
        </p>
      ) : null}
      {unlocked ? null : (
        <aside className={styles.upsell} aria-labelledby="remedy-upsell-title">
          <h3 id="remedy-upsell-title">{M.upsellTitle(claimLabel(lockedCount))}</h3>
          <p>{M.upsellText}</p>
          <div className={styles.upsellActions}>
            <ButtonLink to={ROUTES.checkout} size="lg">
              {M.upsellCta}
            </ButtonLink>
            <Button variant="outline" onClick={() => scrollToSection('main')}>
              {M.backToTop}
            </Button>
          </div>
        </aside>
      )}
      <p className={styles.healthNote}>{M.healthNote}</p>
      {publicEnv.demoMode ? (
        <Suspense fallback={null}>
          <DemoAccessToggle purchased={access.purchased} />
        </Suspense>
      ) : null}
      {selected ? (
        <Suspense fallback={null}>
          <RemedyDetails remedy={selected} colors={colors} onClose={() => setSelected(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
