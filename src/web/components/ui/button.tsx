// Buttons and button-styled links: one primary action per screen (docs/design.md §3a), full width on phones where asked.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { Link, type LinkProps } from './link';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

type Look = { variant?: ButtonVariant; isLarge?: boolean; isFullOnPhone?: boolean };

const classOf = ({ variant = 'secondary', isLarge = false, isFullOnPhone = false }: Look, extra?: string): string =>
  [styles.button, styles[variant], isLarge && styles.large, isFullOnPhone && styles.fullOnPhone, extra]
    .filter(Boolean)
    .join(' ');

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { isBusy?: boolean; children: ReactNode };

export const Button = ({
  variant,
  isLarge,
  isFullOnPhone,
  isBusy = false,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button type={type} className={classOf({ variant, isLarge, isFullOnPhone }, className)} aria-busy={isBusy} {...rest}>
    {isBusy && <span className={styles.spinner} aria-hidden="true" />}
    {children}
  </button>
);

type ButtonLinkProps = LinkProps & Look;

export const ButtonLink = ({ variant, isLarge, isFullOnPhone, className, ...rest }: ButtonLinkProps) => (
  <Link className={classOf({ variant, isLarge, isFullOnPhone }, className)} {...rest} />
);

type ExternalButtonLinkProps = { href: string; children: ReactNode } & Look;

/** mailto: and other non-route links, styled as buttons. */
export const ExternalButtonLink = ({ href, children, ...look }: ExternalButtonLinkProps) => (
  <a className={classOf(look)} href={href}>
    {children}
  </a>
);
