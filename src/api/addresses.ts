/**
 * The addresses of the contract's images, for what the browser loads by itself (an image's
 * `src`), outside the client. Built from the operation's path in the contract: the path
 * parameters go into the path, the other arguments into the query string.
 */
import { API_BASE_PATH } from './baseApi';
import { imagePaths } from './generated/operations';
import type { ArgOf } from './policy';

/** The operations that answer with an image. */
export type ImageOperation = keyof typeof imagePaths;

type Value = string | number | boolean | null | undefined;

export function imageAddress<K extends ImageOperation>(operation: K, arg: ArgOf<K>): string {
  const rest = new Map(Object.entries(arg as Record<string, Value>));
  const path = imagePaths[operation].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest.get(name);
    rest.delete(name);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of rest) if (value != null) query.append(name, String(value));
  const search = query.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/**
 * A user's profile picture, none when they have not uploaded one. The upload's date is part of
 * the address, so the browser fetches a new picture instead of showing the one it holds.
 */
export const userImageAddress = (user: { id: number; imageUpdateDate?: number | null }) =>
  user.imageUpdateDate
    ? `${imageAddress('getUserImage', { id: user.id })}?v=${user.imageUpdateDate}`
    : undefined;
