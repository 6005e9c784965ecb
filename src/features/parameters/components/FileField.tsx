import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { acceptOf, imageDataUrl } from '@/shared/lib/readImage';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import {
  FileProblem,
  FILE_MESSAGES,
  PARAMETER_IMAGE,
  readPackageFile,
  readParameterImage,
  type ChosenFile,
} from '../utils/parameterFiles';

export interface FileFieldProps {
  /** the upload button's id (the form item's label points at it) */
  id?: string;
  /** the chosen file (name and base64 content), or null */
  value?: ChosenFile | null;
  /** called with an accepted file, or null on Remove */
  onChange?: (value: ChosenFile | null) => void;
  /** 'image': PNG or JPEG, checked and scaled, with a preview; 'package': any file but an image */
  kind: 'image' | 'package';
  /** the field's name in the buttons' accessible names ('Upload Package file') */
  label: string;
  /** locked by the parameter's status */
  disabled?: boolean;
  /** the message of a refused file, or null once a file was accepted */
  onProblem: (message: string | null) => void;
}

/**
 * A file of the parameter form (pre-/post-count-down image or package file): an upload button,
 * the chosen file's name, a preview for images and Remove. The file is checked (and an image
 * scaled) before it becomes the field's value; a refused file leaves the previous one in place
 * and reports the message through `onProblem`.
 */
export function FileField({
  id,
  value,
  onChange,
  kind,
  label,
  disabled,
  onProblem,
}: FileFieldProps) {
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <ImagePicker
          read={kind === 'image' ? readParameterImage : readPackageFile}
          accept={kind === 'image' ? acceptOf(PARAMETER_IMAGE) : undefined}
          inputTestId={`${id ?? label}-input`}
          onPick={(chosen) => {
            onChange?.(chosen);
            onProblem(null);
          }}
          onProblem={(error) =>
            onProblem(error instanceof FileProblem ? error.message : FILE_MESSAGES.unreadable)
          }
        >
          {(open, reading) => (
            <Button
              id={id}
              icon={<UploadOutlined />}
              loading={reading}
              disabled={disabled}
              onClick={open}
              aria-label={`${value ? 'Replace' : 'Upload'} ${label}`}
            >
              {value ? 'Replace' : 'Upload'}
            </Button>
          )}
        </ImagePicker>
        {value && (
          <>
            <Typography.Text ellipsis style={{ maxWidth: 280 }}>
              <FileOutlined aria-hidden /> {value.name || (kind === 'image' ? 'image' : 'file')}
            </Typography.Text>
            {!disabled && (
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${label}`}
                onClick={() => onChange?.(null)}
              />
            )}
          </>
        )}
      </Flex>
      {kind === 'image' && value && (
        <img
          src={imageDataUrl(value.base64)}
          alt={`${label} preview`}
          style={{
            maxHeight: 120,
            maxWidth: '100%',
            objectFit: 'contain',
            alignSelf: 'flex-start',
          }}
        />
      )}
    </Flex>
  );
}
