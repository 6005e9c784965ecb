/**
 * The picture of a how-to item in its dialog (shown above the description on the public how-to
 * page): the stored or newly chosen picture, 'Choose picture' or 'Replace picture' (PNG or JPEG,
 * scaled down in the browser to the 1200 x 1200 px the server keeps) and 'Remove picture'. The
 * value is the picture as a data URL, or null for none. A file that cannot be used or read is
 * reported in an info notification and the picture stays as it was.
 */
import { UNREADABLE_FILE } from '@/domain/messages';
import { HELP_PICTURE } from '@/domain/pictureLimits';
import { imageDataUrl, type ImageRules } from '@/shared/lib/readImage';
import { PictureField } from '@/shared/ui/PictureField';

const PICTURE: ImageRules = { types: 'png-jpeg', fit: HELP_PICTURE.fit };

export const PICTURE_HINT = 'PNG or JPEG; a larger picture is scaled down to 1200 x 1200 px.';

export interface HowToPictureFieldProps {
  value: string | null;
  onChange: (picture: string | null) => void;
  /** told when reading starts and ends (Save waits meanwhile) */
  onReadingChange: (reading: boolean) => void;
}

export function HowToPictureField({ value, onChange, onReadingChange }: HowToPictureFieldProps) {
  return (
    <PictureField
      rules={PICTURE}
      noun="picture"
      preview={value}
      previewAlt="Picture of the item"
      removable={Boolean(value)}
      unreadableText={UNREADABLE_FILE}
      inputTestId="howto-picture-input"
      onPick={(picture) => onChange(imageDataUrl(picture.base64))}
      onRemove={() => onChange(null)}
      onReadingChange={onReadingChange}
    />
  );
}
