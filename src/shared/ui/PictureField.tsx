/**
 * A form's one picture: 'Choose <noun>' or 'Replace <noun>' (read, checked and scaled by the
 * picker's rules), a remove button while there is one to remove, and the preview. A file that
 * cannot be used or read is reported in an info notification and the picture stays as it was.
 */
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { fileProblemText } from '@/shared/lib/fileData';
import type { ImageRules, PickedFile } from '@/shared/lib/readImage';
import { ImagePicker } from './ImagePicker';
import { notify } from './notify';

export interface PictureFieldProps {
  rules: ImageRules;
  /** the word of the buttons: 'image' or 'picture', as the form says it */
  noun: string;
  /** the picture shown (chosen or stored), or null */
  preview: string | null;
  previewAlt: string;
  /** the remove button is offered */
  removable: boolean;
  /** the remove button as an icon named by its label (a narrow row), not a text button */
  iconRemove?: boolean;
  /** what an unreadable file is reported with */
  unreadableText: string;
  inputTestId: string;
  onPick: (picture: PickedFile) => void;
  onRemove: () => void;
  /** told when reading starts and ends (Save waits meanwhile) */
  onReadingChange: (reading: boolean) => void;
}

export function PictureField(props: PictureFieldProps) {
  const { noun, preview, removable, iconRemove, onRemove } = props;
  const removeLabel = `Remove ${noun}`;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <ImagePicker
          rules={props.rules}
          inputTestId={props.inputTestId}
          onReadingChange={props.onReadingChange}
          onPick={props.onPick}
          onProblem={(error) => notify.info(fileProblemText(error, props.unreadableText))}
        >
          {(open, reading) => (
            <Button icon={<UploadOutlined />} loading={reading} onClick={open}>
              {preview ? `Replace ${noun}` : `Choose ${noun}`}
            </Button>
          )}
        </ImagePicker>
        {removable &&
          (iconRemove ? (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={removeLabel}
              onClick={onRemove}
            />
          ) : (
            <Button icon={<DeleteOutlined />} onClick={onRemove}>
              {removeLabel}
            </Button>
          ))}
      </Flex>
      {preview && (
        <img
          src={preview}
          alt={props.previewAlt}
          style={{ maxHeight: 160, maxWidth: '100%', alignSelf: 'flex-start' }}
        />
      )}
    </Flex>
  );
}
