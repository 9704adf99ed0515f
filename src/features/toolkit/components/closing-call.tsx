import {Section} from '../../../components/layout/section'
import {ButtonLink} from '../../../components/ui/button'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {ROUTES} from '../../../config/site'
import {TOOLKIT_MESSAGES as M} from '../messages'
import {SectionLink} from './section-link'
import * as styles from './toolkit.module.css'

/** The closing call to action: back to the assessment for visitors; for those with access, today's check-in (DECISIONS 34). */
export function ClosingCall() {
  const member = useIsUnlocked()
  return (
    <Section
      title={member ? M.memberClosingTitle : M.closingTitle}
      intro={member ? M.memberClosingText : M.closingText}
      tone="tinted"
    >
      <p className={styles.center}>
        {member ? (
          <SectionLink id="tracking" className={styles.closingButton}>
            {M.memberClosingCta}
          </SectionLink>
        ) : (
          <ButtonLink to={ROUTES.home} size="lg">
            {M.closingCta}
          </ButtonLink>
        )}
      </p>
    </Section>
  )
}
