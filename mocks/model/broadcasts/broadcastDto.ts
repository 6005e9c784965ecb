/**
 * Broadcast records -> the admin's Broadcast and a user's BroadcastNotification, the broadcast
 * list's table fields, and which broadcasts a caller reaches: the admin every broadcast not
 * deleted, a user the sent ones (sentDate reached, not deleted), each with the user's read
 * state. A deleted broadcast is gone for both.
 */
import { now } from '../../db/clock';
import { db } from '../../db/store';
import type { BroadcastRecord, UserRecord } from '../../db/types';
import { errors } from '../../lib/errors';
import { dtoFields, type ListConfig } from '../../lib/tableQuery';
import type { Broadcast, BroadcastNotification } from '@/api';
import { displayNameOf } from '@/domain/displayName';
import { isAdmin } from '@/domain/roles';

export function toBroadcastDto(b: BroadcastRecord): Broadcast {
  const owner = db().users.find((u) => u.id === b.ownerId);
  return {
    id: b.id,
    title: b.title,
    content: b.content,
    image: b.image !== null,
    creationDate: b.creationDate,
    sentDate: b.sentDate,
    views: b.readBy.length,
    // named like every user elsewhere: display name, else first and last name, else e-mail
    owner: { id: b.ownerId, displayName: owner ? displayNameOf(owner) : '' },
  };
}

const BROADCAST_FIELDS = [
  'id',
  'title',
  'content',
  'image',
  'creationDate',
  'sentDate',
  'views',
  'owner.id',
  'owner.displayName',
];

/** The broadcast list's fields (Broadcast paths). */
export const broadcastListConfig: ListConfig<BroadcastRecord> = {
  fields: dtoFields(BROADCAST_FIELDS, toBroadcastDto),
  searchFields: ['title'],
  defaultOrder: 'creationDate:desc',
};

/** The broadcasts an admin manages: every one not deleted. */
export const liveBroadcasts = () => db().broadcasts.filter((b) => b.deletedAt === null);

/** One broadcast not deleted, or 404. */
export function findBroadcast(id: number): BroadcastRecord {
  const found = db().broadcasts.find((b) => b.id === id && b.deletedAt === null);
  if (!found) throw errors.notFound();
  return found;
}

/** Sent (sentDate reached) and not deleted. */
export const isSent = (b: BroadcastRecord) =>
  b.deletedAt === null && b.sentDate !== null && b.sentDate <= now();

export const toNotificationDto = (b: BroadcastRecord, me: UserRecord): BroadcastNotification => ({
  id: b.id,
  type: b.type,
  title: b.title,
  content: b.content,
  image: b.image !== null,
  sentDate: b.sentDate ?? b.creationDate,
  creationDate: b.creationDate,
  isRead: b.readBy.includes(me.id),
});

/** The notifications users read: the sent broadcasts, newest first. */
export const sentBroadcasts = () =>
  db()
    .broadcasts.filter(isSent)
    .sort((a, b) => (b.sentDate ?? 0) - (a.sentDate ?? 0) || b.id - a.id);

/** A sent broadcast of this notification type, or 404. */
export function findNotification(id: number, type: string | undefined): BroadcastRecord {
  const b = db().broadcasts.find((x) => x.id === id && x.type === type && isSent(x));
  if (!b) throw errors.notFound();
  return b;
}

/**
 * The picture of a broadcast, or 404: an admin may see that of a broadcast not sent yet (a
 * preview), a user only that of a sent one.
 */
export function broadcastImage(me: UserRecord, id: number): string {
  const b = db().broadcasts.find((x) => x.id === id && x.deletedAt === null);
  if (!b || !b.image || (!isAdmin(me) && !isSent(b))) throw errors.notFound();
  return b.image;
}
