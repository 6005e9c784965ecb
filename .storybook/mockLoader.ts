/**
 * Before each story: reseeds the mock store, logs in the story's account (see preview.tsx), and
 * tells the app the server's time, as the app knows it after its first answer (every answer
 * carries a Date header). The mock's clock stands at its reference date; without this a screen
 * that reads "today" before its first answer (the monitoring page's range) took the browser's
 * date, weeks later, and asked the mock for a range in its future.
 * The toolbar's Role switch (globals.role) logs another demo account into a story that has one:
 * a story of a visitor (session null) stays logged out.
 */
import type { Parameters } from '@storybook/react-vite';
import { recordServerDate } from '@/api/serverTime';
import { notify } from '@/shared/ui/notify';
import {
  prepareStoryMock,
  type StoryMockParameters,
  type StorySessionInfo,
} from '@mocks/controls/storySession';
import { now } from '@mocks/db/clock';

export interface MockLoaded {
  session: StorySessionInfo | null;
}

/** The demo accounts of the Role switch; 'story' keeps each story's own. */
export const ROLE_ACCOUNTS: Record<string, string | undefined> = {
  user: 'user@example.com',
  restricted: 'restricted@example.com',
  admin: 'admin@example.com',
};

export function mockLoader({
  parameters,
  globals,
}: {
  parameters: Parameters;
  globals: Record<string, unknown>;
}): MockLoaded {
  // a notice the story before raised late (an answer that came after it was left) is not this one's
  notify.destroyAll();
  const role = ROLE_ACCOUNTS[String(globals.role)];
  const loggedOut = 'session' in parameters && parameters.session === null;
  const story = parameters as StoryMockParameters;
  const session = prepareStoryMock(role && !loggedOut ? { ...story, session: role } : story);
  recordServerDate(new Date(now() * 1000).toUTCString());
  return { session };
}
