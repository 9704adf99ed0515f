import {graphql} from 'gatsby'

/** The Studio wording of the red-flag card (singleton `redFlags`); the assessment and quiz fragments spread it. */
export const redFlagWordingFragment = graphql`
  fragment RedFlagWording on SanityRedFlags {
    heading
    intro
    crisisText
    crisisPhone
    earlyMenopause {
      title
      text
    }
    palpitations {
      title
      text
    }
    mood {
      title
      text
    }
    bleedingAfterMenopause {
      title
      text
    }
    heavyBleeding {
      title
      text
    }
    severeHeadache {
      title
      text
    }
    earlyMenopause40to44 {
      title
      text
    }
    hotFlashOptions {
      title
      text
    }
  }
`
