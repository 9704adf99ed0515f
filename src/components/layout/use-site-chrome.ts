import {graphql, useStaticQuery} from 'gatsby'

type Link = {label: string; url: string}
export type SiteChrome = {
  productName: string
  coachName: string
  seoDescription: string
  supportEmail: string
  communityLink: Link
  socialLink: Link
  survivalGuideLink: Link
  doctorGuideLink: Link
  /** The refund promise (one wording, from one Studio field, on home, checkout, Terms and /refund). */
  guaranteeText: string
  /** DECISIONS 10: the year of the build, for the copyright line. */
  buildYear: number
}

/** The site-wide settings every page's header, footer and head need. */
export function useSiteChrome(): SiteChrome {
  const data = useStaticQuery<{
    sanitySiteSettings: Omit<SiteChrome, 'buildYear'>
    site: {siteMetadata: {buildYear: number}}
  }>(graphql`
    query SiteChrome {
      site {
        siteMetadata {
          buildYear
        }
      }
      sanitySiteSettings(_id: {eq: "siteSettings"}) {
        productName
        coachName
        seoDescription
        supportEmail
        communityLink {
          label
          url
        }
        socialLink {
          label
          url
        }
        survivalGuideLink {
          label
          url
        }
        doctorGuideLink {
          label
          url
        }
        guaranteeText
      }
    }
  `)
  return {...data.sanitySiteSettings, buildYear: data.site.siteMetadata.buildYear}
}
