import {ButtonLink} from '../../../components/ui/button'
import {ShopLink} from '../../../components/ui/shop-link'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {usePremiumContent} from '../../../lib/access/use-premium-content'
import {editAttributes} from '../../../lib/content/visual-editing'
import type {DailyStackItem} from '../../../lib/content/premium'
import {TakenToggle} from '../../../components/health/taken-toggle'
import {ROUTES} from '../../../config/site'
import {stackColumns, stackDose, type StackDose} from '../logic'
import {STACK_MESSAGES as M} from '../messages'
import * as styles from './daily-stack.module.css'

const badgeText = (dose: StackDose) =>
  dose.kind === 'once' ? dose.dosage : dose.kind === 'perTime' ? M.perTime(dose.perTime) : M.dailyTotal(dose.dailyTotal)

function StackItem({item}: {item: DailyStackItem}) {
  const dose = stackDose(item)
  const document = {_id: item._id, _type: 'dailyStackItem'}
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <h4 {...editAttributes(document, 'name')}>{item.name}</h4>
        <span className={styles.dosage}>{badgeText(dose)}</span>
      </div>
      {dose.kind === 'perTime' ? <p className={styles.dailyTotal}>{M.dailyTotal(dose.dailyTotal)}</p> : null}
      <p {...editAttributes(document, 'purpose')}>{item.purpose}</p>
      {item.note ? (
        <p className={styles.note} {...editAttributes(document, 'note')}>
          {item.note}
        </p>
      ) : null}
      <div className={styles.itemActions}>
        <TakenToggle kind="stack" slug={item.slug} name={item.name} />
        <ShopLink href={item.affiliateLink} label={M.shop(item.name)} />
      </div>
    </li>
  )
}

/** The coach's daily stack (id amy-stack): a teaser for visitors, three timing columns for purchasers. */
export function DailyStack({coachName}: {coachName: string}) {
  const unlocked = useIsUnlocked()
  const premium = usePremiumContent()
  if (!unlocked) {
    return (
      <div className={styles.locked}>
        <p>
          <span aria-hidden="true">🔒 </span>
          {M.lockedText(coachName)}
        </p>
        <div className={styles.actions}>
          <ButtonLink to={ROUTES.checkout} size="lg">
            {M.lockedCta(coachName)}
          </ButtonLink>
          <ButtonLink to={ROUTES.home} variant="outline">
            {M.backHome}
          </ButtonLink>
        </div>
      </div>
    )
  }
  if (premium.isError) return <p role="alert">{M.failed}</p>
  if (!premium.data) return <p role="status">{M.loading}</p>
  const columns = stackColumns(premium.data.dailyStack)
  return (
    <>
      <p className={styles.takenNote}>{M.takenNote}</p>
      <div className={styles.columns}>
        {(['morning', 'evening', 'flexible'] as const).map((column) => (
          <section key={column} aria-labelledby={`stack-${column}`} className={styles.column}>
            <h3 id={`stack-${column}`}>{M.columns[column]}</h3>
            <ul className={styles.list}>
              {columns[column].map((item) => (
                <StackItem key={item.slug} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      <aside className={styles.important}>
        <h3>{M.importantTitle}</h3>
        <p>{M.importantText}</p>
      </aside>
    </>
  )
}
