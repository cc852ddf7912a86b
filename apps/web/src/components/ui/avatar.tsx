import { clsx } from 'clsx';
import { useState } from 'react';

type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const SIZE_CLASSES: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl sm:size-28',
};

type AvatarProps = {
  /** The picture's URL; the initials show when there is none or it cannot be loaded. */
  src?: string | null | undefined;
  /** One or two letters, e.g. from the first and last names. */
  initials: string;
  /** The picture's text alternative; empty (the default) when the person's name is next to it. */
  alt?: string;
  size?: AvatarSize;
  className?: string;
};

/** A round picture of a person, or their initials on a coloured disc. */
export function Avatar({ src, initials, alt = '', size = 'md', className }: AvatarProps) {
  // The URL that failed to load, so a new URL gets its chance without an effect resetting the flag.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = clsx('inline-flex shrink-0 overflow-hidden rounded-full', SIZE_CLASSES[size], className);

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={alt}
        className={clsx(classes, 'bg-brand-50 object-cover')}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      aria-hidden={alt === '' ? true : undefined}
      role={alt === '' ? undefined : 'img'}
      aria-label={alt === '' ? undefined : alt}
      className={clsx(classes, 'items-center justify-center bg-brand-700 font-semibold text-white uppercase')}
    >
      {initials}
    </span>
  );
}

/** Up to two initials from the given names, e.g. ('Inès', 'Moreau') → 'IM'; `fallback` when none has a letter. */
export function getInitials(names: ReadonlyArray<string | null | undefined>, fallback = '?'): string {
  const letters = names
    .map((name) => name?.trim().match(/\p{L}|\p{N}/u)?.[0] ?? '')
    .filter(Boolean)
    .slice(0, 2)
    .join('');
  return letters ? letters.toLocaleUpperCase() : fallback;
}
