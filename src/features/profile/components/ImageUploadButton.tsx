/**
 * Choosing a new profile image: image files of at most 5MB (checked here and by the server),
 * sent as base64; the server's wrong-type, other-error and 413 answers shown with the
 * catalogue texts.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, type ChangeEvent } from 'react';
import { useUploadUserImageMutation } from '@/api';
import { useReportApiError } from '@/entities/session/formErrors';
import { notify } from '@/shared/ui/notify';
import { readAsBase64 } from '@/shared/lib/fileData';
import { imageFileProblem, uploadErrorProblem, uploadResultProblem } from '../utils/imageFile';
import { PROFILE_MESSAGES } from '../utils/profileTexts';

export function ImageUploadButton({ userId }: { userId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUploadUserImageMutation();
  const reportError = useReportApiError();

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    try {
      const profileImage = await readAsBase64(file);
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

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Profile image file"
        onChange={(e) => void onChange(e)}
      />
      <Button icon={<UploadOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
        Upload image
      </Button>
    </>
  );
}
