/**
 * The notification dialog's picture: choose one (scaled to fit 1000 x 1000 before upload) or
 * replace it, remove the one chosen, and the preview (the chosen picture, or the stored one of a
 * notification edited). A file that cannot be used is reported in an info notification.
 */
import { PictureField } from '@/shared/ui/PictureField';
import { BROADCAST_IMAGE, BROADCAST_TEXTS } from '../utils/broadcastForm';

export interface BroadcastImageFieldProps {
  /** a picture chosen in the dialog (it can be removed) */
  chosen: boolean;
  /** the picture shown: the chosen one, or the stored one */
  preview: string | null;
  onReadingChange: (reading: boolean) => void;
  /** the chosen picture as base64, or null once removed */
  onChange: (image: string | null) => void;
}

export function BroadcastImageField({
  chosen,
  preview,
  onReadingChange,
  onChange,
}: BroadcastImageFieldProps) {
  return (
    <PictureField
      rules={BROADCAST_IMAGE}
      noun="image"
      preview={preview}
      previewAlt="Notification image preview"
      removable={chosen}
      iconRemove
      unreadableText={BROADCAST_TEXTS.imageError}
      inputTestId="broadcast-image-input"
      onPick={(image) => onChange(image.base64)}
      onRemove={() => onChange(null)}
      onReadingChange={onReadingChange}
    />
  );
}
