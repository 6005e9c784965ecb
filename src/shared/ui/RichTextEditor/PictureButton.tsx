/**
 * 'Image' of the toolbar: a PNG or JPEG from the computer, scaled down to fit 1200 x 1200 and
 * embedded where the cursor is, its file name (without the extension) as its alt text. A file
 * that cannot be used or read is reported and nothing is inserted.
 */
import { PictureOutlined } from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { Button } from 'antd';
import { UNREADABLE_FILE } from '@/domain/messages';
import { HELP_PICTURE } from '@/domain/pictureLimits';
import { fileProblemText } from '@/shared/lib/fileData';
import { imageDataUrl, type ImageRules } from '@/shared/lib/readImage';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import { notify } from '@/shared/ui/notify';

/** the size the server keeps pictures of the help texts at (src/domain/pictureLimits) */
const PICTURE: ImageRules = { types: 'png-jpeg', fit: HELP_PICTURE.fit };

export function PictureButton({ editor, ariaLabel }: { editor: Editor | null; ariaLabel: string }) {
  return (
    <ImagePicker
      rules={PICTURE}
      inputTestId={`${ariaLabel.toLowerCase()}-image-input`}
      onPick={(image) =>
        editor
          ?.chain()
          .focus()
          .setImage({ src: imageDataUrl(image.base64), alt: image.name.replace(/\.[^.]+$/, '') })
          .run()
      }
      onProblem={(error) => notify.info(fileProblemText(error, UNREADABLE_FILE))}
    >
      {(open) => (
        <Button
          size="small"
          type="text"
          aria-label="Image"
          title="Image"
          icon={<PictureOutlined />}
          disabled={!editor}
          // keep the editor's selection: the picture goes where the cursor is
          onMouseDown={(e) => e.preventDefault()}
          onClick={open}
        />
      )}
    </ImagePicker>
  );
}
