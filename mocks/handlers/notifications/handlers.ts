/**
 * Notifications (regular and restricted users; admins have no bell and get 403, see x-roles in
 * openapi.yaml): the sent broadcasts with the caller's read state, marking one read, and a
 * broadcast's image.
 */
import { now } from '../../db/clock';
import { db } from '../../db/store';
import type { BroadcastRecord, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import { hydra, reply } from '../../http/reply';
import { isAdmin } from '@/domain/roles';
import { numericId } from '../../http/request';
import { requireUser } from '../../http/session';
import { imageResponse } from '../../http/imageReply';
import { route } from '../../http/route';
import type { BroadcastNotification } from '@/api';

/** Sent (sentDate reached) and not deleted. */
const isSent = (b: BroadcastRecord) =>
  b.deletedAt === null && b.sentDate !== null && b.sentDate <= now();

const toDto = (b: BroadcastRecord, me: UserRecord): BroadcastNotification => ({
  id: b.id,
  type: b.type,
  title: b.title,
  content: b.content,
  image: b.image !== null,
  sentDate: b.sentDate ?? b.creationDate,
  creationDate: b.creationDate,
  isRead: b.readBy.includes(me.id),
});

export const notificationHandlers = [
  route('listNotifications', () => {
    const me = requireUser();
    const member = db()
      .broadcasts.filter(isSent)
      .sort((a, b) => (b.sentDate ?? 0) - (a.sentDate ?? 0) || b.id - a.id)
      .map((b) => toDto(b, me));
    return reply('listNotifications', hydra(member));
  }),

  route('readNotification', ({ params }) => {
    const me = requireUser();
    const id = numericId(params.id);
    const b = db().broadcasts.find((x) => x.id === id && x.type === params.type && isSent(x));
    if (!b) throw errors.notFound();
    if (!b.readBy.includes(me.id)) b.readBy.push(me.id);
    return reply('readNotification', toDto(b, me));
  }),

  route('getBroadcastImage', ({ params }) => {
    const me = requireUser();
    const id = numericId(params.id);
    const b = db().broadcasts.find((x) => x.id === id && x.deletedAt === null);
    // Admins may see the image of a broadcast not sent yet (preview); users only of sent ones.
    if (!b || !b.image || (!isAdmin(me) && !isSent(b))) throw errors.notFound();
    return imageResponse(b.image, `broadcast-${b.id}`);
  }),
];
