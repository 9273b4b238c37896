// The classes of the one button (Button.tsx), apart from its component: the error screen, which
// every page loads with the shell, and the QR's download link style a plain element with them, so
// the first JavaScript of a page does not carry the whole Button.
import './Button.css';

export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonTheme = 'primary' | 'secondary' | 'outline' | 'ghost';

/** How a button looks. */
export type ButtonLook = {
  /** Default lg (spec section 4). */
  size?: ButtonSize;
  /** Default primary (spec section 4). */
  theme?: ButtonTheme;
  /** Icon after the text instead of before it. */
  reversed?: boolean;
  fullWidth?: boolean;
  /** Only the icon is visible; `label` names the button for assistive technology. */
  iconOnly?: boolean;
  active?: boolean;
  loading?: boolean;
  className?: string;
};

/** The classes that give an element the look of the one button. */
export function buttonClassName({
  size = 'lg',
  theme = 'primary',
  fullWidth,
  iconOnly,
  active,
  loading,
  reversed,
  className,
}: ButtonLook): string {
  return [
    'btn',
    `btn--${size}`,
    `btn--${theme}`,
    fullWidth && 'btn--full',
    iconOnly && 'btn--icon-only',
    active && 'btn--active',
    loading && 'btn--loading',
    reversed && 'btn--reversed',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
