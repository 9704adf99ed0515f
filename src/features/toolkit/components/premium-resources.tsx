import {ButtonLink} from '../../../components/ui/button'
import {isUnlocked, useAccessState} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import {TEASER_GROUPS, TOOLKIT_MESSAGES as M} from '../messages'
import * as styles from './toolkit.module.css'

/** The premium teaser sections (spec): lock-marked items with a checkout button; open for purchasers. */
export function PremiumResources() {
  const unlocked = isUnlocked(useAccessState())
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
                  {unlocked ? null : (
                    <span role="img" aria-label={M.locked}>
                      {' '}
                      🔒
                    </span>
                  )}
                </h4>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          {'tools' in group ? (
            <>
              <h4>{group.toolsTitle}</h4>
              <ul className={styles.tools}>
                {group.tools.map((tool) => (
                  <li key={tool}>{tool}</li>
                ))}
              </ul>
            </>
          ) : null}
          {unlocked ? null : (
            <p className={styles.center}>
              <ButtonLink to={ROUTES.checkout}>{M.unlockCta}</ButtonLink>
            </p>
          )}
        </section>
      ))}
    </div>
  )
}
