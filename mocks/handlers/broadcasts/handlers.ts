/**
 * Broadcasts tag: admin management of broadcast notifications. Unsent broadcasts can be edited
 * and sent; a sent one is frozen (422). Delete is soft (deletedAt), which also takes it off every
 * user's notification list. `views` is the number of users who read it.
 */
import { now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { BroadcastRecord } from '../../db/types';
import { hydra, noContent, reply } from '../../http/reply';
import { numericId, readJson } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseTableQuery } from '../../http/tableQueryParams';
import { pictureDataUrl } from '../../lib/contentRules';
import { errors, validationError, violation, type Violation } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitizeHtml';
import { runTableQuery } from '../../lib/tableQuery';
import {
  broadcastListConfig,
  findBroadcast,
  liveBroadcasts,
  toBroadcastDto,
} from '../../model/broadcasts/broadcastDto';
import {
  BROADCAST_TEXT_MAX as MAX_TEXT,
  BROADCAST_TITLE_MAX as MAX_TITLE,
} from '@/domain/broadcastRules';
import { BROADCAST_MESSAGES as SHARED_MESSAGES } from '@/domain/messages';
import { BROADCAST_PICTURE } from '@/domain/pictureLimits';
import { visibleText } from '@/domain/richText';

export const BROADCAST_MESSAGES = {
  title: SHARED_MESSAGES.title,
  titleTooLong: `The title must not be longer than ${MAX_TITLE} characters.`,
  content: SHARED_MESSAGES.text,
  contentTooLong: `The text must not be longer than ${MAX_TEXT} characters.`,
  image: SHARED_MESSAGES.imageError,
  alreadySent: 'The notification was already sent.',
} as const;
/**
 * A base64 PNG/JPEG (with or without data-URL prefix) as a data URL, or null when its content
 * is no PNG or JPEG or it is larger than a notification picture may be (src/domain/pictureLimits:
 * 1000 x 1000 pixels, 200 MB).
 */
function imageDataUrl(value: string): string | null {
  const checked = pictureDataUrl(value, BROADCAST_PICTURE);
  return 'dataUrl' in checked ? checked.dataUrl : null;
}

interface BroadcastInput {
  title: string;
  content: string;
  /** undefined: keep the current image */
  image: string | null | undefined;
}

async function readBroadcast(request: Request): Promise<BroadcastInput> {
  const b = await readJson<Record<string, unknown> | null>(request);
  if (!b || typeof b !== 'object' || Array.isArray(b)) {
    throw errors.badRequest('The request body must be a JSON object.');
  }
  const problems: Violation[] = [];
  const title = typeof b.title === 'string' ? b.title.trim() : '';
  if (!title) problems.push(violation('title', BROADCAST_MESSAGES.title));
  else if (title.length > MAX_TITLE)
    problems.push(violation('title', BROADCAST_MESSAGES.titleTooLong));
  // stored sanitized: only the markup the editor produces survives
  const content = typeof b.content === 'string' ? sanitizeRichText(b.content) : '';
  const text = visibleText(content).trim();
  if (!text) problems.push(violation('content', BROADCAST_MESSAGES.content));
  else if (text.length > MAX_TEXT)
    problems.push(violation('content', BROADCAST_MESSAGES.contentTooLong));
  let image: string | null | undefined;
  if (b.image === undefined) image = undefined;
  else if (b.image === null || b.image === '') image = null;
  else {
    image = typeof b.image === 'string' ? imageDataUrl(b.image) : null;
    if (image === null) problems.push(violation('image', BROADCAST_MESSAGES.image));
  }
  if (problems.length) throw validationError(problems, 400);
  return { title, content, image };
}

export const broadcastHandlers = [
  route('listBroadcasts', ({ query }) => {
    const page = runTableQuery(liveBroadcasts(), parseTableQuery(query, 20), broadcastListConfig);
    return reply('listBroadcasts', hydra(page.items.map(toBroadcastDto), page.total));
  }),

  route('createBroadcast', async ({ request }) => {
    const me = requireUser();
    const input = await readBroadcast(request);
    const record: BroadcastRecord = {
      id: nextId('broadcasts'),
      type: 'broadcast',
      title: input.title,
      content: input.content,
      image: input.image ?? null,
      creationDate: now(),
      sentDate: null,
      ownerId: me.id,
      readBy: [],
      deletedAt: null,
    };
    db().broadcasts.push(record);
    return reply('createBroadcast', { id: record.id }, { status: 201 });
  }),

  route('getBroadcast', ({ params }) => {
    return reply('getBroadcast', toBroadcastDto(findBroadcast(numericId(params.id))));
  }),

  route('updateBroadcast', async ({ request, params }) => {
    const record = findBroadcast(numericId(params.id));
    if (record.sentDate !== null) {
      throw validationError([violation('sentDate', BROADCAST_MESSAGES.alreadySent)], 422);
    }
    const input = await readBroadcast(request);
    record.title = input.title;
    record.content = input.content;
    if (input.image !== undefined) record.image = input.image;
    return reply('updateBroadcast', { id: record.id });
  }),

  route('sendBroadcast', ({ params }) => {
    const record = findBroadcast(numericId(params.id));
    if (record.sentDate !== null) {
      throw validationError([violation('sentDate', BROADCAST_MESSAGES.alreadySent)], 422);
    }
    record.sentDate = now();
    return reply('sendBroadcast', toBroadcastDto(record));
  }),

  route('deleteBroadcast', ({ params }) => {
    findBroadcast(numericId(params.id)).deletedAt = now();
    return noContent();
  }),
];
