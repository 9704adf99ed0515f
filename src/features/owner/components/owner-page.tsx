import type {HeadFC} from 'gatsby'
import type {ComponentType} from 'react'
import {Seo} from '../../../components/seo/seo'
import {OWNER_MESSAGES as M} from '../messages'
import {OwnerFrame, OwnerShell} from './owner-shell'

/**
 * A back-office page (DECISIONS 29): the screen inside the back office's own frame, its title also in
 * the Head, never indexed (nor in the sitemap, nor linked from the site). A gated page (all but the
 * sign-in link's landing page) shows the sign-in form until the server confirms an owner session, and under it
 * `SignedOut` if given; the ungated screen brings its own heading.
 *
 * A page file is then `const page = ownerPage(…)`, `export default page.Page`, `export const Head = page.Head`.
 */
export function ownerPage(
  title: string,
  Screen: ComponentType,
  {gated = true, SignedOut}: {gated?: boolean; SignedOut?: ComponentType} = {},
) {
  function OwnerPage() {
    return gated ? (
      <OwnerShell title={title} signedOut={SignedOut ? <SignedOut /> : null}>
        <Screen />
      </OwnerShell>
    ) : (
      <OwnerFrame>
        <Screen />
      </OwnerFrame>
    )
  }
  OwnerPage.displayName = `OwnerPage(${title})`
  const Head: HeadFC = ({location}) => (
    <Seo title={`${title} · ${M.productArea}`} pathname={location.pathname} noindex />
  )
  return {Page: OwnerPage, Head}
}
