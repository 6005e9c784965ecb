/** Reseeds the mock store before each story and logs in `parameters.session` (see preview.tsx). */
import type { Parameters } from '@storybook/react-vite';
import { prepareStoryMock, type StorySessionInfo } from '@mocks/controls/storySession';

export interface MockLoaded {
  session: StorySessionInfo | null;
}

export function mockLoader({ parameters }: { parameters: Parameters }): MockLoaded {
  return { session: prepareStoryMock(parameters) };
}
