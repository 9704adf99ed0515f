import {graphql} from 'gatsby'

/**
 * The fields of a remedy profile (RemedyNode in lib/content/premium), written once: the toolkit page's query
 * spreads this fragment for the free profiles, and the build reads the same fragment from this file for the
 * premium ones (build-time/content-source/premium-content.ts; Gatsby's createPages graphql knows no fragments).
 * Keep it the only graphql tag here.
 */
export const remedyProfileFields = graphql`
  fragment RemedyProfileFields on SanityRemedy {
    _id
    slug {
      current
    }
    name
    emoji
    description
    usage
    evidenceLevel
    category
    whatItIs
    inAction
    evidence
    dosage
    sideEffects
    affiliateLink
    image {
      alt
      asset {
        card: gatsbyImageData(width: 72, height: 72, layout: FIXED, placeholder: NONE)
        detail: gatsbyImageData(width: 240, layout: CONSTRAINED, placeholder: NONE)
      }
    }
    sources {
      title
      publisher
      url
      supports
    }
    symptoms {
      slug {
        current
      }
      name
      category {
        slug {
          current
        }
      }
    }
  }
`
