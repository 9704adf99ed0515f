import {renderMail, type RenderedMail} from './layout'

export type ContactInput = {name: string; email: string; subject: string; message: string}

/** A contact-form message, to the coach (she replies to the sender). */
export function contactMail({name, email, subject, message}: ContactInput): RenderedMail {
  return renderMail(`Contact form: ${subject}`, [[`From: ${name} <${email}>`, `Subject: ${subject}`], [message]])
}
