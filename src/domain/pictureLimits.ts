/**
 * The pictures the app stores, with the limits the screens apply before an upload and the
 * server checks again on arrival (type by content: PNG or JPEG only).
 * - A notification's picture is scaled to fit 1000 x 1000; a file over 200 MB is refused (the
 *   dialog's hint: 'Not larger than 1000px * 1000px or 200MB').
 * - A picture of the help content (a how-to item's image, the pictures in how-to and FAQ texts)
 *   is scaled to fit 1200 x 1200, at most 2 MB, as the parameter images.
 */
export interface PictureLimits {
  maxBytes: number;
  fit: { width: number; height: number };
}

const MB = 1024 * 1024;

export const BROADCAST_PICTURE: PictureLimits = {
  maxBytes: 200 * MB,
  fit: { width: 1000, height: 1000 },
};

export const HELP_PICTURE: PictureLimits = {
  maxBytes: 2 * MB,
  fit: { width: 1200, height: 1200 },
};
