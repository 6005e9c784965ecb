/**
 * Before each story: reseeds the mock store, logs in `parameters.session` (see preview.tsx), and
 * tells the app the server's time, as the app knows it after its first answer (every answer
 * carries a Date header). The mock's clock stands at its reference date; without this a screen
 * that reads "today" before its first answer (the monitoring page's range) took the browser's
 * date, weeks later, and asked the mock for a range in its future.
 */
import type { Parameters } from '@storybook/react-vite';
import { recordServerDate } from '@/api/serverTime';
import { prepareStoryMock, type StorySessionInfo } from '@mocks/controls/storySession';
import { now } from '@mocks/db/clock';

export interface MockLoaded {
  session: StorySessionInfo | null;
}

export function mockLoader({ parameters }: { parameters: Parameters }): MockLoaded {
  const session = prepareStoryMock(parameters);
  recordServerDate(new Date(now() * 1000).toUTCString());
  return { session };
}
