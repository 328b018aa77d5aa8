import type { User } from '../session/Session';
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
  /** Sizes and places it; the initials variant adds `<className>--initials`. */
  className: string;
}

/** The member's picture, or their initials in a circle; decorative, the name is always said beside it. */
export function MemberAvatar({ user, className }: MemberAvatarProps) {
  const picture = user.avatarUrls?.original;
  if (picture) return <img className={className} src={picture} alt="" />;
  return (
    <span className={`${className} ${className}--initials`} aria-hidden="true">
      {initialsOf(user.name, user.email)}
    </span>
  );
}
