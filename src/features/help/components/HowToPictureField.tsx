/**
 * The picture of a how-to item in its dialog (shown above the description on the public how-to
 * page): the stored or newly chosen picture, 'Choose picture' or 'Replace picture' (PNG or JPEG,
 * scaled down in the browser to the 1200 x 1200 px the server keeps) and 'Remove picture'. The
 * value is the picture as a data URL, or null for none. A file that cannot be used or read is
 * reported in an info notification and the picture stays as it was.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { UNREADABLE_FILE } from '@/domain/messages';
import { HELP_PICTURE } from '@/domain/pictureLimits';
import { fileProblemText } from '@/shared/lib/fileData';
import { imageDataUrl, type ImageRules } from '@/shared/lib/readImage';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import { notify } from '@/shared/ui/notify';

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
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <ImagePicker
          rules={PICTURE}
          inputTestId="howto-picture-input"
          onReadingChange={onReadingChange}
          onPick={(picture) => onChange(imageDataUrl(picture.base64))}
          onProblem={(error) => notify.info(fileProblemText(error, UNREADABLE_FILE))}
        >
          {(open, reading) => (
            <Button icon={<UploadOutlined />} loading={reading} onClick={open}>
              {value ? 'Replace picture' : 'Choose picture'}
            </Button>
          )}
        </ImagePicker>
        {value && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange(null)}>
            Remove picture
          </Button>
        )}
      </Flex>
      {value && (
        <img
          src={value}
          alt="Picture of the item"
          style={{ maxHeight: 160, maxWidth: '100%', alignSelf: 'flex-start' }}
        />
      )}
    </Flex>
  );
}
