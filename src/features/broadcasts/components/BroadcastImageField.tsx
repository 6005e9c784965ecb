/**
 * The notification dialog's picture: choose one (scaled to fit 1000 x 1000 before upload) or
 * replace it, remove the one chosen, and the preview (the chosen picture, or the stored one of a
 * notification edited). A file that cannot be used is reported in an info notification.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { fileProblemText } from '@/shared/lib/fileData';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import { notify } from '@/shared/ui/notify';
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
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <ImagePicker
          rules={BROADCAST_IMAGE}
          inputTestId="broadcast-image-input"
          onReadingChange={onReadingChange}
          onPick={(image) => onChange(image.base64)}
          onProblem={(error) => notify.info(fileProblemText(error, BROADCAST_TEXTS.imageError))}
        >
          {(open, busy) => (
            <Button icon={<UploadOutlined />} loading={busy} onClick={open}>
              {preview ? 'Replace image' : 'Choose image'}
            </Button>
          )}
        </ImagePicker>
        {chosen && (
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label="Remove image"
            onClick={() => onChange(null)}
          />
        )}
      </Flex>
      {preview && (
        <img
          src={preview}
          alt="Notification image preview"
          style={{ maxHeight: 160, maxWidth: '100%', alignSelf: 'flex-start' }}
        />
      )}
    </Flex>
  );
}
