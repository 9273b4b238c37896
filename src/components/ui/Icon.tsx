import type { IconName } from './icon-names';

export type IconSize = 'xs' | 'sm' | 'md' | 'lg';

const PX: Record<IconSize, number> = { xs: 12, sm: 16, md: 20, lg: 24 };

/** A symbol from the shared sprite; decorative unless given a label. */
export function Icon({ name, size = 'sm', label }: { name: IconName; size?: IconSize; label?: string }) {
  const px = PX[size];
  return (
    <svg
      className={`icon icon--${size}`}
      width={px}
      height={px}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      <use href={`/icons/sprite.svg#${name}`} />
    </svg>
  );
}
