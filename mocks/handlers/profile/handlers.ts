/**
 * Profile: one's own user (admins: anyone's; others' ids answer 404), its image, devices,
 * password, newsletter subscription and saved list settings.
 *
 * Server messages (the mock server's own where the spec gives only UI texts):
 * - 'The e-mail is already used.' (422), 'Invalid e-mail', 'Incorrect format' (company phone),
 *   'First name is required' (a last name without a first name and no display name),
 *   'Invalid country code.', 'This value should be of type string.|int.|bool.'
 * - password: 'The current password is not correct.', success 'Password was successfully updated.'
 *   (the user's other sessions end: every other device logs in again)
 * - image: 413 'Your selected image is too large. Maximum 5MB.'; non-image: 200 {success:false,
 *   error:'wrong_mime_type'}
 * - list settings: 'Unknown list.', 'Items per page must be one of 10, 20, 40, 80.'
 */
import { now } from '../../db/clock';
import { sessionCookie } from '../../db/cookieJar';
import type { ListName } from '../../db/types';
import { imageResponse } from '../../http/imageReply';
import { noContent, reply } from '../../http/reply';
import { numericId, readBody } from '../../http/request';
import { READS_RESULTS, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { base64Info } from '../../lib/contentRules';
import { errors, validationError, violation } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { sendNewsletterConfirmation } from '../../model/mail/outbox';
import {
  deleteAccount,
  emailTaken,
  emailViolations,
  passwordViolations,
  str,
} from '../../model/users/accounts';
import { endDeviceSessions, endUserSessions } from '../../model/users/sessions';
import { targetUser } from '../../model/users/userDto';
import { toUserDto } from '../../model/users/userDto';
import { profilePatch, tableSettingsViolations } from './profileRequest';
import { PROFILE_IMAGE_MAX_BYTES as MAX_IMAGE_BYTES } from '@/domain/accountRules';
import { lacksRequiredFirstName } from '@/domain/displayName';
import { base64Payload, pictureTypeOf } from '@/domain/pictureType';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';
import { may } from '@/domain/roles';
import { LIST_SETTINGS_FIELD } from '@/domain/tableRules';
const ACCEPTED_IMAGES = ['png', 'jpeg', 'gif', 'webp'];

export const profileHandlers = [
  // literal paths first
  route('updateNewsletter', READS_RESULTS, async ({ request }) => {
    const me = requireUser();
    const body = await readBody(request);
    if (typeof body.newsletterActive !== 'boolean') {
      throw validationError(
        [violation('newsletterActive', 'This value should be of type bool.')],
        400,
      );
    }
    if (!body.newsletterActive) {
      me.newsletterActive = false;
      me.newsletterToken = null;
      me.newsletterTokenCreatedAt = null;
    } else if (!me.newsletterActive) {
      sendNewsletterConfirmation(me); // active once the mailed link is confirmed
    }
    return reply('updateNewsletter', toUserDto(me));
  }),

  route('saveListMetadata', READS_RESULTS, async ({ request, params }) => {
    const me = requireUser();
    const list = params.list as ListName;
    if (!Object.hasOwn(LIST_SETTINGS_FIELD, list)) {
      throw validationError([violation('list', 'Unknown list.')], 400);
    }
    const body = await readBody(request);
    const violations = tableSettingsViolations(body);
    if (violations.length) throw validationError(violations, 400);
    const settings = {
      filters: body.filters,
      itemsPerPage: body.itemsPerPage,
      disabledColumns: body.disabledColumns,
      ...(body.search !== undefined ? { search: body.search } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
    };
    me.listMetadata[list] = JSON.stringify(settings);
    return reply('saveListMetadata', toUserDto(me));
  }),

  route('getUser', ({ params }) => {
    const me = requireUser();
    return reply('getUser', toUserDto(targetUser(me, numericId(params.id))));
  }),

  route('updateUser', READS_RESULTS, async ({ request, params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.id));
    const body = await readBody(request);
    const { patch, violations } = profilePatch(body);
    if ('email' in body) {
      violations.push(...emailViolations('email', body.email));
    }
    // a last name shows only after a first name, unless a display name stands in for both
    if (lacksRequiredFirstName({ ...user, ...patch }))
      violations.push(violation('firstName', FIELD_MESSAGES.required('First name')));
    if (violations.length) throw validationError(violations, 400);
    if ('email' in body) {
      const email = str(body.email);
      if (emailTaken(email, user.id)) {
        throw validationError([violation('email', ACCOUNT_MESSAGES.emailTaken)], 422);
      }
      patch.email = email;
    }
    Object.assign(user, patch);
    return reply('updateUser', toUserDto(user));
  }),

  route('deleteUser', ({ params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.id));
    if (user.id === me.id && !may(me, 'deleteOwnAccount'))
      throw errors.forbidden('This account cannot be deleted.');
    deleteAccount(user);
    return noContent();
  }),

  route('updatePassword', async ({ request, params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.id));
    const body = await readBody(request);
    if (typeof body.currentPassword !== 'string' || body.currentPassword === '') {
      throw validationError(
        [violation('currentPassword', FIELD_MESSAGES.required('Current password'))],
        400,
      );
    }
    if (!verifyPassword(body.currentPassword, user.passwordHash)) {
      throw validationError(
        [violation('currentPassword', ACCOUNT_MESSAGES.currentPasswordWrong)],
        400,
      );
    }
    const violations = passwordViolations('newPassword', body.newPassword, 'New password');
    if (violations.length) throw validationError(violations, 400);
    user.passwordHash = hashPassword(body.newPassword as string);
    // a new password logs out every other device of the user (a user's own change keeps the
    // session that made it; an admin's change logs the user out everywhere)
    endUserSessions(user, sessionCookie());
    return reply('updatePassword', { message: ACCOUNT_MESSAGES.passwordUpdated });
  }),

  route('uploadUserImage', async ({ request, params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.id));
    const body = await readBody(request);
    if (typeof body.profileImage !== 'string' || body.profileImage.trim() === '') {
      throw validationError([violation('profileImage', 'Profile image is required')], 400);
    }
    const info = base64Info(body.profileImage);
    if (info && info.bytes > MAX_IMAGE_BYTES) {
      throw errors.payloadTooLarge(ACCOUNT_MESSAGES.imageTooLarge);
    }
    const kind = info ? pictureTypeOf(info.head) : null;
    if (!kind || !ACCEPTED_IMAGES.includes(kind)) {
      return reply('uploadUserImage', { success: false, error: 'wrong_mime_type' });
    }
    user.image = `data:image/${kind};base64,${base64Payload(body.profileImage)}`;
    user.imageUpdateDate = now();
    return reply('uploadUserImage', { success: true });
  }),

  route('getUserImage', ({ params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.id));
    if (!user.image) throw errors.notFound('The user has no image.');
    return imageResponse(user.image, `user-${user.id}`);
  }),

  route('logoutDevice', ({ params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.userId));
    if (!user.loggedInDevices.some((d) => d.deviceId === params.deviceId)) throw errors.notFound();
    endDeviceSessions(user, params.deviceId);
    return noContent();
  }),
];
