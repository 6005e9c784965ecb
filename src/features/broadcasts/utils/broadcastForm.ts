/**
 * The broadcast notification's rules, as pure functions. A notification has a title (required,
 * at most 100 characters) and a text (rich text, required, at most 300 visible characters, that
 * is characters of text without the markup); its picture, when used, is scaled to fit
 * 1000 x 1000. The counters say how many characters are left (src/domain/richText counts the
 * visible characters, as the server does). Save is disabled while the title or the text is
 * empty. The server checks the same (src/domain/broadcastRules.ts) and refuses to change a
 * notification once it is sent.
 */
import type { Broadcast, BroadcastWrite } from '@/api';
import { BROADCAST_TEXT_MAX, BROADCAST_TITLE_MAX } from '@/domain/broadcastRules';
import { BROADCAST_MESSAGES } from '@/domain/messages';
import { BROADCAST_PICTURE } from '@/domain/pictureLimits';
import { hasVisibleText } from '@/domain/richText';
import type { ImageRules } from '@/shared/lib/readImage';

export const MAX_TITLE = BROADCAST_TITLE_MAX;
export const MAX_TEXT = BROADCAST_TEXT_MAX;
/** The picture: PNG or JPEG of at most 200 MB, scaled to fit 1000 x 1000 (the server's limits). */
export const BROADCAST_IMAGE: ImageRules = {
  types: 'png-jpeg',
  maxBytes: BROADCAST_PICTURE.maxBytes,
  fit: BROADCAST_PICTURE.fit,
};

export const BROADCAST_TEXTS = {
  title: BROADCAST_MESSAGES.title,
  text: BROADCAST_MESSAGES.text,
  imageError: BROADCAST_MESSAGES.imageError,
  imageHint: 'Not larger than 1000px * 1000px or 200MB, PNG/JPG only.',
  deleteTitle: 'Delete notification',
  deleteContent: 'The notification will be removed from all user devices. This cannot be undone.',
  deleteOk: 'Confirm deletion',
  sendTitle: 'Send notification',
  sendContent:
    'The notification goes to every user at once and can no longer be edited afterwards.',
  // the screen's own wording (the product gives no message for it)
  imageMissing: 'Please choose an image.',
} as const;

export interface BroadcastFormValues {
  useImage: boolean;
  /** the chosen picture (base64 without prefix); null: none chosen in this dialog */
  image: string | null;
  title: string;
  content: string;
}

export type DialogMode = 'create' | 'edit' | 'copy';

/** The dialog's starting values: empty, the notification itself, or a copy of it. */
export function initialValues(mode: DialogMode, b: Broadcast | undefined): BroadcastFormValues {
  if (mode === 'create' || !b) return { useImage: false, image: null, title: '', content: '' };
  return { useImage: b.image, image: null, title: b.title, content: b.content };
}

export const canSave = (v: Pick<BroadcastFormValues, 'title' | 'content'>) =>
  v.title.trim() !== '' && hasVisibleText(v.content);

/**
 * 'Use Image' is on but there is no picture to send: none chosen in the dialog, and (editing)
 * none stored. Such a save is refused with a message on the image field.
 */
export const imageMissing = (
  v: Pick<BroadcastFormValues, 'useImage' | 'image'>,
  mode: DialogMode,
  stored: Pick<Broadcast, 'image'> | undefined,
) => v.useImage && !v.image && !(mode === 'edit' && stored?.image);

/**
 * The request body. Image: a newly chosen picture is sent; 'Use Image' off sends null (no
 * picture); an edited notification that keeps its picture sends nothing, so the stored one stays.
 * A copy cannot keep the original's picture by reference: it needs one chosen in the dialog.
 */
export function toBroadcastWrite(v: BroadcastFormValues, mode: DialogMode): BroadcastWrite {
  const body: BroadcastWrite = { title: v.title.trim(), content: v.content };
  if (!v.useImage) body.image = null;
  else if (v.image) body.image = v.image;
  else if (mode !== 'edit') body.image = null;
  return body;
}
