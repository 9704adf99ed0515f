import {OWNER_SIGN_IN_LINK_MINUTES} from '../../../../src/config/owner'
import {signInLink} from '../site-links'
import {link, renderMail, type RenderedMail} from './layout'

/** The coach's one-time link to the back office. */
export function signInLinkMail({token}: {token: string}): RenderedMail {
  return renderMail('Your sign-in link to the back office', [
    ['Here is your link to the Menopause Mastery Toolkit back office:'],
    [link(signInLink(token), 'Sign in to the back office')],
    [
      `It works once, within ${OWNER_SIGN_IN_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: nobody can sign in without it.`,
    ],
  ])
}
