import './Button.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type ButtonLook, buttonClassName } from './button-class';
import { Icon, type IconSize } from './Icon';
import type { IconName } from './icon-names';

type CommonProps = ButtonLook & {
  children?: ReactNode;
  icon?: IconName;
  /** Default sm (spec section 4). */
  iconSize?: IconSize;
  label?: string;
  disabled?: boolean;
};

export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps>)
    | { href: string; target?: string; rel?: string }
  );

/**
 * The one button of the design: disabled, loading (spinner, not clickable, still focused), active, full width,
 * icon-only and reversed states. With `href` it renders a link that looks the same.
 */
export function Button(props: ButtonProps) {
  const { children, icon, iconSize = 'sm', iconOnly, label, loading, disabled, active } = props;
  const content = (
    <>
      {loading ? <span className="btn__spinner" aria-hidden="true" /> : null}
      {icon ? <Icon name={icon} size={iconSize} /> : null}
      {iconOnly ? null : <span className="btn__text">{children}</span>}
    </>
  );
  const className = buttonClassName(props);
  if (props.href !== undefined) {
    return (
      <a
        className={className}
        href={props.href}
        target={props.target}
        rel={props.rel}
        aria-label={iconOnly ? label : undefined}
        aria-current={active ? 'page' : undefined}
      >
        {content}
      </a>
    );
  }
  const {
    size: _s,
    theme: _t,
    icon: _i,
    iconSize: _is,
    reversed: _r,
    fullWidth: _f,
    iconOnly: _io,
    label: _l,
    active: _a,
    loading: _lo,
    className: _c,
    children: _ch,
    href: _h,
    ...rest
  } = props;
  return (
    <button
      type="button"
      {...rest}
      className={className}
      // Loading keeps the button focusable (a disabled one drops focus to <body>, WCAG 2.4.3): it
      // says it is unavailable and ignores presses until the request ends.
      disabled={disabled}
      aria-disabled={loading && !disabled ? true : rest['aria-disabled']}
      onClick={loading ? (event) => event.preventDefault() : rest.onClick}
      aria-busy={loading || undefined}
      aria-pressed={active === undefined ? undefined : active}
      aria-label={iconOnly ? label : rest['aria-label']}
    >
      {content}
    </button>
  );
}
