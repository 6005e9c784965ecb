/**
 * A file of the parameter form (pre-/post-count-down image or package file): an upload button,
 * the chosen file's name, a preview for images and Remove. The file is checked (and an image
 * scaled) before it becomes the field's value; a refused file leaves the previous one in place
 * and reports the message through `onProblem`.
 */
import { DeleteOutlined, FileOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  FileProblem,
  FILE_MESSAGES,
  imageDataUrl,
  readPackageFile,
  readParameterImage,
  type ChosenFile,
} from '../utils/parameterFiles';

export interface FileFieldProps {
  id?: string;
  value?: ChosenFile | null;
  onChange?: (value: ChosenFile | null) => void;
  kind: 'image' | 'package';
  label: string;
  disabled?: boolean;
  /** the message of a refused file, or null once a file was accepted */
  onProblem: (message: string | null) => void;
}

export function FileField({
  id,
  value,
  onChange,
  kind,
  label,
  disabled,
  onProblem,
}: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReading(true);
    try {
      const chosen =
        kind === 'image' ? await readParameterImage(file) : await readPackageFile(file);
      onChange?.(chosen);
      onProblem(null);
    } catch (error) {
      onProblem(error instanceof FileProblem ? error.message : FILE_MESSAGES.unreadable);
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        <Button
          id={id}
          icon={<UploadOutlined />}
          loading={reading}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-label={`${value ? 'Replace' : 'Upload'} ${label}`}
        >
          {value ? 'Replace' : 'Upload'}
        </Button>
        <input
          ref={input}
          type="file"
          style={{ display: 'none' }}
          tabIndex={-1}
          aria-hidden
          accept={kind === 'image' ? 'image/png,image/jpeg' : undefined}
          data-testid={`${id ?? label}-input`}
          onChange={(e) => void choose(e)}
        />
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
