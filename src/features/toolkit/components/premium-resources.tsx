import {ButtonLink} from '../../../components/ui/button'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import {TEASER_GROUPS} from '../teaser-groups'
import {SectionLink} from './section-link'
import * as styles from './toolkit.module.css'
import {TextList} from '../../../components/ui/text-list'

/** With access every tile opens the part of the toolkit that covers it: compact links, no locks, nothing to buy. */
function MemberResources() {
  return (
    <div className={styles.memberGroups}>
      {TEASER_GROUPS.map((group, index) => (
        <section key={group.title} aria-labelledby={`resources-group-${index}`}>
          <h3 id={`resources-group-${index}`}>{group.title}</h3>
          <ul className={styles.resourceLinks}>
            {group.items.map((item) => (
              <li key={item.title}>
                <SectionLink id={item.section}>
                  <span aria-hidden="true">{item.icon} </span>
                  {item.title}
                </SectionLink>
              </li>
            ))}
            {'tools' in group ? (
              <li>
                <SectionLink id={group.toolsSection}>
                  <span aria-hidden="true">📈 </span>
                  {group.toolsTitle}
                </SectionLink>
              </li>
            ) : null}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** The premium teaser sections: lock-marked items with a checkout button for visitors. */
export function PremiumResources() {
  const unlocked = useIsUnlocked()
  if (unlocked) return <MemberResources />
  return (
    <div className={styles.groups}>
      {TEASER_GROUPS.map((group, index) => (
        <section key={group.title} className={styles.group} aria-labelledby={`resources-group-${index}`}>
          <h3 id={`resources-group-${index}`}>{group.title}</h3>
          <ul className={styles.cards}>
            {group.items.map((item) => (
              <li key={item.title} className={styles.card}>
                <span aria-hidden="true" className={styles.icon}>
                  {item.icon}
                </span>
                <h4>
                  {item.title}
                  <span role="img" aria-label={M.locked}>
                    {' '}
                    🔒
                  </span>
                </h4>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          {'tools' in group ? (
            <>
              <h4>{group.toolsTitle}</h4>
              <TextList items={group.tools} className={styles.tools} />
            </>
          ) : null}
          <p className={styles.center}>
            <ButtonLink to={ROUTES.checkout}>{M.unlockCta}</ButtonLink>
          </p>
        </section>
      ))}
    </div>
  )
}
