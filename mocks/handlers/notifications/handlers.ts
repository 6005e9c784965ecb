/**
 * Notifications (regular and restricted users; admins have no bell and get 403, see x-roles in
 * openapi.yaml): the sent broadcasts with the caller's read state, marking one read, and a
 * broadcast's image.
 */
import { imageResponse } from '../../http/imageReply';
import { hydra, reply } from '../../http/reply';
import { numericId } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import {
  broadcastImage,
  findNotification,
  sentBroadcasts,
  toNotificationDto,
} from '../../model/broadcasts/broadcastDto';

export const notificationHandlers = [
  route('listNotifications', () => {
    const me = requireUser();
    const member = sentBroadcasts().map((b) => toNotificationDto(b, me));
    return reply('listNotifications', hydra(member));
  }),

  route('readNotification', ({ params }) => {
    const me = requireUser();
    const b = findNotification(numericId(params.id), params.type);
    if (!b.readBy.includes(me.id)) b.readBy.push(me.id);
    return reply('readNotification', toNotificationDto(b, me));
  }),

  route('getBroadcastImage', ({ params }) => {
    const me = requireUser();
    const id = numericId(params.id);
    return imageResponse(broadcastImage(me, id), `broadcast-${id}`);
  }),
];
