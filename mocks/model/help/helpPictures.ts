/**
 * The pictures of the help content are only pictures the app itself stores, never an outside
 * address every visitor's browser would fetch: a how-to item's `image` is a PNG or JPEG within
 * the help picture limits (src/domain/pictureLimits), checked by its content like the parameter
 * images; a picture in a how-to description or a FAQ answer is such an embedded picture or a
 * path on the app's own server. Anything else is refused (`image`: 400) or dropped (a picture
 * in a text, like any markup the sanitizer does not keep).
 */
import { pictureDataUrl } from '../../lib/contentRules';
import { violation, type Violation } from '../../lib/errors';
import { sanitizeRichText, type ImageSourceRule } from '../../lib/sanitizeHtml';
import { UNREADABLE_FILE } from '@/domain/messages';
import { HELP_PICTURE } from '@/domain/pictureLimits';

/** A path on the app's own server (no scheme, no host, no `//`). */
const OWN_PATH = /^\/[A-Za-z0-9_~-][A-Za-z0-9/_.~-]*$/;

const storedPictureSource: ImageSourceRule = (src) => {
  if (OWN_PATH.test(src)) return src;
  if (!/^data:/i.test(src)) return null;
  const checked = pictureDataUrl(src, HELP_PICTURE);
  return 'dataUrl' in checked ? checked.dataUrl : null;
};

/** A how-to description or FAQ answer as stored: sanitized, with the app's own pictures only. */
export const sanitizeHelpText = (html: string) => sanitizeRichText(html, storedPictureSource);

/**
 * The how-to image a request sets: undefined keeps `current`, null or '' removes it, a valid
 * picture is stored as its data URL; anything else is a violation.
 */
export function howToImage(
  value: unknown,
  current: string | null,
): { image: string | null } | { violation: Violation } {
  if (value === undefined) return { image: current };
  if (value === null || value === '') return { image: null };
  const checked =
    typeof value === 'string' ? pictureDataUrl(value, HELP_PICTURE) : { problem: 'type' };
  return 'dataUrl' in checked
    ? { image: checked.dataUrl }
    : { violation: violation('image', UNREADABLE_FILE) };
}
