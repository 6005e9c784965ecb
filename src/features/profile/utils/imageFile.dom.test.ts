import { call, loginAs } from '@tests/utils/apiClient';
import { imageRuleProblem } from '@/shared/lib/readImage';
import {
  imageFileProblem,
  PROFILE_IMAGE,
  uploadErrorProblem,
  uploadResultProblem,
} from './imageFile';

/** A profile picture is at most 5 MB. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The client's check of a chosen file, with the message it shows. */
const checked = (file: Pick<File, 'type' | 'size'>) =>
  imageFileProblem(imageRuleProblem({ name: 'chosen', ...file }, new Uint8Array(), PROFILE_IMAGE));

describe('image file checks', () => {
  it('accepts an image up to 5MB', () => {
    expect(checked({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull();
  });
  it('refuses a file that is not an image', () => {
    expect(checked({ type: 'application/pdf', size: 10 })).toBe(
      'Your selected file is not an image. Please select another one.',
    );
  });
  it('refuses an image over 5MB', () => {
    expect(checked({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'Your selected image is too large. Maximum 5MB.',
    );
  });
});

describe('server answers', () => {
  it('maps wrong_mime_type and other error codes', () => {
    expect(uploadResultProblem({ success: true })).toBeNull();
    expect(uploadResultProblem({ success: false, error: 'wrong_mime_type' })).toBe(
      'Your selected file is not an image. Please select another one.',
    );
    expect(uploadResultProblem({ success: false, error: 'other' })).toBe('Invalid Request.');
  });

  it("maps the server's 413 for an image over 5MB", async () => {
    const id = await loginAs('user@example.com');
    const big = 'A'.repeat(Math.ceil((MAX_IMAGE_BYTES + 10) / 3) * 4);
    const res = await call('POST', `/users/${id}/image`, { profileImage: big });
    expect(res.status).toBe(413);
    expect(uploadErrorProblem({ status: res.status, data: res.body })).toBe(
      'Your selected image is too large. Maximum 5MB.',
    );
  });

  it('leaves other failures to the central report', () => {
    expect(uploadErrorProblem({ status: 500, data: {} })).toBeNull();
  });
});
