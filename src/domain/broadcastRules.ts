/**
 * A broadcast notification, as its dialog and the server check it: a title of at most 100
 * characters (the contract's maxLength) and a text of at most 300 visible characters (the text a
 * reader sees, without the markup: richText.ts counts them), both required.
 */
import { BroadcastWrite } from '@/api/generated/limits';

export const BROADCAST_TITLE_MAX = BroadcastWrite.title;
export const BROADCAST_TEXT_MAX = 300;
