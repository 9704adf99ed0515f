import {link, renderMail, type RenderedMail} from './layout'

/** DECISIONS 21: the free 'Menopause Survival Guide' the exit-intent pop-up offers (the sender adds the unsubscribe). */
export function survivalGuideMail({guideUrl}: {guideUrl: string}): RenderedMail {
  return renderMail('Your free Menopause Survival Guide', [
    ['Thank you for asking for the Menopause Survival Guide.'],
    [['Read it here:', link(guideUrl, 'Read the guide')]],
    [
      'It is general information, not medical advice: talk to your healthcare provider before changing supplements or medicines.',
    ],
  ])
}
