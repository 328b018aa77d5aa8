import type { CSSProperties } from 'react';
import type { User } from '@stride/shared';
import './ui.scss';

/** Up to two letters for a member without a picture: the first and last words of the name, else the email. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  // Array.from keeps a letter outside the BMP whole instead of cutting a surrogate pair.
  const letters = picked.map((word) => Array.from(word)[0]).join('') || Array.from(email)[0] || '?';
  return letters.toLocaleUpperCase();
}

export interface MemberAvatarProps {
  user: Pick<User, 'name' | 'email' | 'avatarUrls'>;
  /** Width and height in CSS pixels; the initials scale with it. */
  size: number;
  /** Places it in the caller's layout; the look is `.stride-avatar`'s. */
  className?: string;
  /** `lazy` where it may sit below the first screen (a content block further down the page). */
  loading?: 'eager' | 'lazy';
}

/** The member's picture, or their initials in a circle; decorative, the name is always said beside it. */
export function MemberAvatar({ user, size, className, loading }: MemberAvatarProps) {
  const picture = user.avatarUrls?.original;
  // React's style type lists no custom properties; ui.scss reads this one for the width, height and font size.
  const style = { '--stride-avatar-size': `${size}px` } as CSSProperties;
  const classes = (variant: string) => [variant, className].filter(Boolean).join(' ');
  if (picture) return <img className={classes('stride-avatar')} style={style} src={picture} alt="" loading={loading} />;
  return (
    <span className={classes('stride-avatar stride-avatar--initials')} style={style} aria-hidden="true">
      {initialsOf(user.name, user.email)}
    </span>
  );
}
