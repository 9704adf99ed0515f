import {Section} from '../../../components/layout/section'
import {useIsUnlocked} from '../../../lib/access/access-store'
import {TOOLKIT_MESSAGES as M} from '../messages'
import {PremiumResources} from './premium-resources'

/** 'resources': premium teasers for visitors; for those with access, links into the toolkit's own sections. */
export function ResourcesSection() {
  const member = useIsUnlocked()
  return (
    <Section
      id="resources"
      title={member ? M.memberResourcesTitle : M.resourcesTitle}
      intro={member ? M.memberResourcesIntro : M.resourcesIntro}
    >
      <PremiumResources />
    </Section>
  )
}
