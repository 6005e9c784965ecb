/**
 * The profile picture: the user's image (its address changes with each upload, so a new one
 * shows at once) or the initials when there is none.
 */
import { Avatar } from 'antd';
import { displayNameOf } from '@/domain/displayName';
import { userImageAddress, type User as ApiUser } from '@/api';

type User = Pick<
  ApiUser,
  'id' | 'email' | 'firstName' | 'lastName' | 'displayName' | 'imageUpdateDate'
>;

/** Up to two letters: first and last name, else the display name's words, else the e-mail. */
export function initialsOf(user: Omit<User, 'id' | 'imageUpdateDate'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  const words = displayNameOf(user)
    .split(/[\s@.]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase();
}

export function ProfileImage({ user, size = 104 }: { user: User; size?: number }) {
  const src = userImageAddress(user);
  return (
    <Avatar
      size={size}
      src={src}
      alt={src ? 'Profile image' : undefined}
      style={{ background: src ? undefined : '#149b5f', fontSize: size * 0.36, flex: 'none' }}
    >
      {initialsOf(user)}
    </Avatar>
  );
}
