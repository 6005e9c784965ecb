/**
 * Auth: login/logout, registration with e-mail confirmation, password reset, newsletter
 * confirmation and the public company search.
 *
 * Server messages (spec words where it gives them; the rest are the mock server's own):
 * - login 401: 'Bad credentials.' | 'You need to confirm your account.' (an account still
 *   unconfirmed 24 hours after registering) |
 *   'You requested a new password. Please check your e-mails to set it.';
 *   429 LOGIN_THROTTLED after 5 refused logins for the e-mail from the client, or 10 from the
 *   client, within 15 minutes (loginThrottle.ts)
 * - register: 'The e-mail is already used.' (422), 'Passwords do not match',
 *   'The company name has to be at least 3 characters long.', '{label} is required',
 *   'The terms of use have to be accepted.'
 * - confirmation: 'Invalid token' | 'Already confirmed' | 'Authenticated user does not match token'
 * - resend: 'The confirmation mail was send successfully.' (spec success text),
 *   429 'The confirmation mail can only be resent every 15 minutes.'
 * - reset: RESET_SENT, 'A password request already exists. Please check your e-mails.',
 *   RESET_INVALID, 'The token is valid.', 'Your password has been reset.'
 */
import { HttpResponse } from 'msw';
import { now } from '../../db/clock';
import { sessionCookie } from '../../db/cookieJar';
import { db, getSettings, nextId } from '../../db/store';
import { newUserRecord } from '../../db/userRecord';
import { reply, noContent } from '../../http/reply';
import { readBody } from '../../http/request';
import { READS_RESULTS, route } from '../../http/route';
import { currentUser, requireUser } from '../../http/session';
import { errors, HttpError, validationError, violation } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  sendAccountConfirmation,
  sendNewsletterConfirmation,
  sendPasswordReset,
} from '../../model/mail/outbox';
import {
  byToken,
  emailTaken,
  emailViolations,
  findUserByEmail,
  loginRefusal,
  passwordViolations,
  registrationViolations,
  resetTokenUser,
  str,
  tokenFresh,
} from '../../model/users/accounts';
import {
  forgetLoginFailures,
  LOGIN_THROTTLED,
  loginThrottled,
  recordLoginFailure,
} from '../../model/users/loginThrottle';
import { endSession, endUserSessions, startSession } from '../../model/users/sessions';
import { canSendConfirmationMail, toUserDto } from '../../model/users/userDto';
import { COMPANIES } from './companies';
import { ACCOUNT_MESSAGES, CONFIRMATION_REFUSALS, FIELD_MESSAGES } from '@/domain/messages';

const NOT_CONFIRMED = ACCOUNT_MESSAGES.notConfirmed;
const PASSWORD_REQUESTED = 'You requested a new password. Please check your e-mails to set it.';
const RESEND_TOO_SOON = ACCOUNT_MESSAGES.resendTooSoon;
const RESET_SENT = ACCOUNT_MESSAGES.resetSent;
const RESET_EXISTS = 'A password request already exists. Please check your e-mails.';

/** 400 with only a message (ErrorMessage / ValidationError without violations). */
const bad = (message: string) => new HttpError(400, { message });

const loginError = (body: Record<string, unknown>) => new HttpError(401, body);

export const authHandlers = [
  route('login', async ({ request }) => {
    const body = await readBody(request);
    const violations = emailViolations('email', body.email);
    if (typeof body.password !== 'string' || body.password === '') {
      violations.push(violation('password', FIELD_MESSAGES.required('Password')));
    }
    if (violations.length) throw validationError(violations, 400);
    const email = str(body.email);
    if (loginThrottled(email)) throw errors.tooManyRequests(LOGIN_THROTTLED);
    const user = findUserByEmail(email);
    if (!user || !verifyPassword(body.password as string, user.passwordHash)) {
      recordLoginFailure(email);
      // answered, not thrown: the refusal it records is stored like any write
      return HttpResponse.json({ message: 'Bad credentials.' }, { status: 401 });
    }
    forgetLoginFailures(email);
    // An unconfirmed account may log in during the 24 hours after registering (the app shows
    // the 'not validated' banner with a resend button); after that only once it is confirmed.
    const refusal = loginRefusal(user);
    if (refusal === 'unconfirmed') {
      throw loginError({
        message: NOT_CONFIRMED,
        resendAllowed: canSendConfirmationMail(user),
        confirmationToken: user.confirmationToken,
        passwordRequested: false,
      });
    }
    // A pending (unexpired) password request blocks the login until the new password is set.
    if (refusal === 'passwordRequested') {
      throw loginError({
        message: PASSWORD_REQUESTED,
        resendAllowed: false,
        confirmationToken: null,
        passwordRequested: true,
      });
    }
    startSession(user, request);
    return reply('login', { userId: user.id });
  }),

  route('logout', () => {
    requireUser();
    endSession(sessionCookie());
    return noContent();
  }),

  route('register', READS_RESULTS, async ({ request }) => {
    const body = await readBody(request);
    const violations = registrationViolations(body);
    if (violations.length) throw validationError(violations, 400);
    const email = str(body.email);
    if (emailTaken(email))
      throw validationError([violation('email', ACCOUNT_MESSAGES.emailTaken)], 422);
    // An unconfirmed account whose 24 hours are over is replaced by the new registration.
    const stale = findUserByEmail(email);
    if (stale) {
      stale.deletedAt = now();
      endUserSessions(stale);
    }
    const segment =
      typeof body.segment === 'number' && Number.isFinite(body.segment)
        ? Math.max(0, Math.trunc(body.segment))
        : 0;
    const user = newUserRecord({
      id: nextId('users'),
      email,
      passwordHash: hashPassword(body.plainPassword as string),
      registrationDate: now(),
      firstName: str(body.firstName) || null,
      lastName: str(body.lastName) || null,
      company: str(body.company),
      segment,
      isActivated: false,
    });
    db().users.push(user);
    sendAccountConfirmation(user);
    // Newsletter consent is double opt-in: active only once its own mailed link is confirmed.
    if (body.newsletterActive === true) sendNewsletterConfirmation(user);
    // The spec: register, then log in automatically.
    startSession(user, request);
    return reply('register', toUserDto(user), { status: 201 });
  }),

  route('confirmRegistration', READS_RESULTS, ({ params }) => {
    const user = byToken('confirmationToken', params.token ?? '');
    if (!user) throw bad(CONFIRMATION_REFUSALS.invalidToken);
    if (user.isActivated) throw bad(CONFIRMATION_REFUSALS.alreadyConfirmed);
    if (!tokenFresh(user.confirmationTokenCreatedAt ?? user.registrationDate))
      throw bad(CONFIRMATION_REFUSALS.invalidToken);
    const me = currentUser();
    if (me && me.id !== user.id) throw bad(CONFIRMATION_REFUSALS.otherAccount);
    user.isActivated = true; // the token is kept so a second visit answers 'Already confirmed'
    return reply('confirmRegistration', toUserDto(user));
  }),

  route('resendConfirmation', async ({ request }) => {
    const body = await readBody(request, true);
    const token = str(body.token);
    // From the login screen: the body token; logged in: the session.
    const user = token ? byToken('confirmationToken', token) : (currentUser() ?? undefined);
    if (!user) throw errors.badRequest(CONFIRMATION_REFUSALS.invalidToken);
    if (user.isActivated) throw errors.badRequest(CONFIRMATION_REFUSALS.alreadyConfirmed);
    // A resend opens a new 24-hour confirmation window, also after the first one is over.
    if (!canSendConfirmationMail(user)) throw errors.tooManyRequests(RESEND_TOO_SOON);
    user.confirmationResentAt = now();
    sendAccountConfirmation(user);
    return reply('resendConfirmation', { message: ACCOUNT_MESSAGES.confirmationSent });
  }),

  route('requestPasswordReset', async ({ request }) => {
    const body = await readBody(request);
    const violations = emailViolations('email', body.email, 'E-Mail');
    if (violations.length) throw validationError(violations, 400);
    const user = findUserByEmail(str(body.email));
    // Unknown e-mails get the same answer (no mail) so accounts cannot be probed.
    if (user) {
      if (user.passwordResetToken && tokenFresh(user.passwordResetRequestedAt))
        throw errors.badRequest(RESET_EXISTS);
      sendPasswordReset(user);
    }
    return reply('requestPasswordReset', { message: RESET_SENT });
  }),

  route('validateResetToken', async ({ request }) => {
    const body = await readBody(request);
    resetTokenUser(body.token);
    return reply('validateResetToken', { message: 'The token is valid.' });
  }),

  route('resetPassword', async ({ request }) => {
    const body = await readBody(request);
    const user = resetTokenUser(body.token);
    const violations = passwordViolations('plainPassword', body.plainPassword);
    if (violations.length) throw validationError(violations, 400);
    user.passwordHash = hashPassword(body.plainPassword as string);
    user.passwordResetToken = null;
    user.passwordResetRequestedAt = null;
    endUserSessions(user);
    // the new password opens the login again, from every client that was refused for it
    forgetLoginFailures(user.email, true);
    return reply('resetPassword', { message: 'Your password has been reset.' });
  }),

  route('confirmNewsletter', READS_RESULTS, async ({ request }) => {
    const body = await readBody(request);
    const user = byToken('newsletterToken', str(body.token));
    if (!user || !tokenFresh(user.newsletterTokenCreatedAt))
      throw errors.badRequest(CONFIRMATION_REFUSALS.invalidToken);
    user.newsletterActive = true;
    user.newsletterToken = null;
    user.newsletterTokenCreatedAt = null;
    return reply('confirmNewsletter', toUserDto(user));
  }),

  route('searchCompanies', ({ query }) => {
    const term = (query.get('term') ?? '').trim().toLowerCase();
    if (!term) throw validationError([violation('term', 'Term is required')], 400);
    const rank = (c: string) => (c.toLowerCase().startsWith(term) ? 0 : 1);
    const hits = COMPANIES.filter((c) => c.toLowerCase().includes(term))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
      .slice(0, 10);
    return reply('searchCompanies', hits, {
      headers: { 'X-Country-Code': getSettings().countryCode },
    });
  }),
];
