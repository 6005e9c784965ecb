/**
 * Choosing a new profile image: image files of at most 5MB (checked here and by the server),
 * sent as base64; the server's wrong-type, other-error and 413 answers shown with the
 * catalogue texts.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useUploadUserImageMutation } from '@/api';
import { useReportApiError } from '@/shared/ui/formErrors';
import { FILE_READ_ERROR } from '@/domain/messages';
import { FileReadError } from '@/shared/lib/fileData';
import { ImageProblem, type PickedFile } from '@/shared/lib/readImage';
import { ImagePicker } from '@/shared/ui/ImagePicker';
import { notify } from '@/shared/ui/notify';
import {
  imageFileProblem,
  PROFILE_IMAGE,
  uploadErrorProblem,
  uploadResultProblem,
} from '../utils/imageFile';
import { PROFILE_MESSAGES } from '../utils/profileTexts';

export function ImageUploadButton({ userId }: { userId: number }) {
  const [upload, { isLoading }] = useUploadUserImageMutation();
  const reportError = useReportApiError();

  const send = async ({ base64: profileImage }: PickedFile) => {
    try {
      const result = await upload({ id: userId, userImageUpload: { profileImage } }).unwrap();
      const refused = uploadResultProblem(result);
      if (refused) notify.error(refused);
      else notify.success(PROFILE_MESSAGES.imageUpdated);
    } catch (error) {
      // too large: the upload's own text; anything else as the central handler reports it
      const tooLarge = uploadErrorProblem(error);
      if (tooLarge) {
        notify.destroyAll();
        notify.error(tooLarge);
      } else reportError(error);
    }
  };

  // a file the check refuses gets its text, one the browser cannot read at all 'Error reading
  // file'; a picture that cannot be decoded is reported centrally
  const refuse = (error: unknown) => {
    const problem = error instanceof ImageProblem ? imageFileProblem(error.reason) : null;
    if (problem) notify.error(problem);
    else if (error instanceof FileReadError) notify.info(FILE_READ_ERROR);
    else reportError(error instanceof ImageProblem ? error.cause : error);
  };

  return (
    <ImagePicker
      rules={PROFILE_IMAGE}
      inputLabel="Profile image file"
      onPick={(image) => void send(image)}
      onProblem={refuse}
    >
      {(open) => (
        <Button icon={<UploadOutlined />} loading={isLoading} onClick={open}>
          Upload image
        </Button>
      )}
    </ImagePicker>
  );
}
