import {Link} from 'gatsby'
import type {AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode} from 'react'
import * as styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost'
type Common = {variant?: ButtonVariant; size?: 'md' | 'lg'; block?: boolean; children: ReactNode}

const classes = ({variant = 'primary', size = 'md', block}: Omit<Common, 'children'>, extra?: string) =>
  [styles.button, styles[variant], size === 'lg' ? styles.large : '', block ? styles.block : '', extra ?? '']
    .filter(Boolean)
    .join(' ')

/**
 * `busy` (a request in flight) keeps the button focusable but inert, where `disabled` would drop the
 * visitor's focus on <body> (WCAG 2.4.3); a click, or Enter in the form, then neither acts nor submits.
 */
export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  busy,
  onClick,
  ...props
}: Common & {busy?: boolean} & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={classes({variant, size, block}, className)}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  )
}

/** A link styled as a button: internal paths use Gatsby's Link, external ones open in a new tab. */
export function ButtonLink({
  to,
  variant,
  size,
  block,
  className,
  ...props
}: Common & {to: string} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const className_ = classes({variant, size, block}, className)
  if (/^(https?:|mailto:)/.test(to)) {
    const external = to.startsWith('http')
    return (
      <a
        href={to}
        className={className_}
        {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})}
        {...props}
      />
    )
  }
  return <Link to={to} className={className_} {...props} />
}
