import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SEEDED_SHARES } from '@mocks/db/seedData/shares';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { expectShownText } from '@tests/stories/shown';
import { routePatterns } from '@/shared/config/paths';
import { ManageLinksPage } from './ManageLinksPage';
import { SharedSnapshotAnalysisResultPage } from './SharedResultPage';
import { SharePage } from './SharePage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';

/** Manage Links for user@example.com, and the public share views of the seeded links. */
const meta = {
  title: 'Sharing/Share pages',
  tags: ['screen', 'autodocs'],
  component: ManageLinksPage,
  args: { direction: 'shared' },
  parameters: {
    router: { url: '/manage-share-links/snapshot', path: routePatterns.manageShareLinks },
  },
} satisfies Meta<typeof ManageLinksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const shareAt = (url: string) => ({ session: null, router: { url, path: routePatterns.share } });

/** Links shared by me, snapshot tab. */
export const SharedLinks: Story = {
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', {
      name: 'Shared snapshot links',
    });
    await expect(await within(table).findByText('Garden well 2026')).toBeVisible();
  },
};
/** Links shared with me, dynamic tab. */
export const ReceivedLinks: Story = {
  args: { direction: 'received' },
  parameters: {
    router: { url: '/manage-share-links-menu/dynamic', path: routePatterns.manageShareLinksMenu },
  },
};
/** Nothing shared yet. */
export const Empty: Story = {
  beforeEach: () => {
    db().shares = [];
  },
  play: async ({ canvasElement }) => {
    await expectShownText(canvasElement, 'You have not shared any links of this kind.');
  },
};
export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('listMyShareLinks') } },
};
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listMyShareLinks') } },
};

/** A visitor opens a result snapshot: read-only, with Creator. */
export const SharedResult: Story = {
  render: () => <SharePage />,
  parameters: shareAt(`/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Creator')).toBeVisible();
  },
};
/** A visitor opens a dynamic analysis link. */
export const SharedAnalysis: Story = {
  render: () => <SharePage />,
  parameters: shareAt(`/share/dynamic/analyses/${SEEDED_SHARES.analysisDynamic}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Creator: /)).toBeVisible();
  },
};
/** One result inside a snapshot analysis share. */
export const SharedAnalysisResult: Story = {
  render: () => <SharedSnapshotAnalysisResultPage />,
  parameters: {
    session: null,
    router: {
      url: `/share/snapshot/analyses/result/252?share=${SEEDED_SHARES.analysisSnapshot}`,
      path: routePatterns.shareSnapshotAnalysisResult,
    },
  },
};
/** An expired snapshot: the not-found page. */
export const Expired: Story = {
  render: () => <SharePage />,
  parameters: shareAt(`/share/snapshot/analyses/${SEEDED_SHARES.expiredAnalysisSnapshot}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Page not found!')).toBeVisible();
  },
};

/** Links shared with me: none yet. */
export const ReceivedEmpty: Story = {
  ...ReceivedLinks,
  beforeEach: () => {
    db().shares = [];
  },
};

/** A share view while its data loads. */
export const SharedResultLoading: Story = {
  ...SharedResult,
  parameters: { ...SharedResult.parameters, msw: { handlers: loadingHandlers() } },
  play: undefined,
};

/** A share view whose data fails to load (500). */
export const SharedResultError: Story = {
  ...SharedResult,
  parameters: { ...SharedResult.parameters, msw: { handlers: errorHandlers(500) } },
  play: undefined,
};

/** The recipient, logged in (restricted@example.com), opens the dynamic analysis link. */
export const SharedAnalysisAsRecipient: Story = {
  tags: ['restricted'],
  ...SharedAnalysis,
  parameters: { ...SharedAnalysis.parameters, session: 'restricted@example.com' },
};

/** On a phone: the links table scrolls inside its card. */
export const SharedLinksPhone: Story = {
  ...SharedLinks,
  name: 'Shared links on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Garden well 2026'),
};
/** A visitor's view of a shared result on a phone. */
export const SharedResultPhone: Story = {
  ...SharedResult,
  name: 'Shared result on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
/** A visitor's view of a shared analysis on a phone. */
export const SharedAnalysisPhone: Story = {
  ...SharedAnalysis,
  name: 'Shared analysis on a phone',
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone(),
};
