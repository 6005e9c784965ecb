import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { errorHandlers, loadingHandlers } from '@mocks/scenarios';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { AnalysisDetailPage } from './AnalysisDetailPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';

const EMPTY_ANALYSIS_ID = 99;

const meta = {
  title: 'Analyses/Analysis detail',
  tags: ['screen', 'autodocs'],
  component: AnalysisDetailPage,
  parameters: { router: { url: '/analyses/2', path: '/analyses/:id' } },
} satisfies Meta<typeof AnalysisDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 'Aquarium pH': the chart of all time (Chronologic), downloads and the results table. */
export const ChartMode: Story = {};

/** The same data in Exact Time mode (a real time axis, 15-minute merge). */
export const ExactTime: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByText('Exact Time'));
  },
};

/** The located results on the map. */
export const MapMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Map'));
    await expect(await canvas.findByTestId('map-view')).toBeInTheDocument();
  },
};

/** 'Garden well 2026' has three parameters: nitrate, pH and nitrite. */
export const SeveralParameters: Story = {
  parameters: { router: { url: '/analyses/1', path: '/analyses/:id' } },
};

/** The selected period holds no measurement of the parameter: 'No Data'. */
export const EmptyPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'This month' }));
    await expect(await canvas.findByText('No Data')).toBeInTheDocument();
  },
};

/** An analysis without results (as created from the list). */
export const EmptyAnalysis: Story = {
  parameters: { router: { url: `/analyses/${EMPTY_ANALYSIS_ID}`, path: '/analyses/:id' } },
  beforeEach: () => {
    db().analyses.push({
      id: EMPTY_ANALYSIS_ID,
      userId: 1,
      name: 'New river survey',
      creationDate: now(),
      resultIds: [],
      originalResultIds: [],
      discarded: false,
    });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: loadingHandlers('getAnalysis') } },
};

export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'getAnalysis') } },
};

/** The analysis loads but its results fail: the chart card and the table show the error. */
export const ResultsError: Story = {
  parameters: { msw: { handlers: errorHandlers(500, 'listAnalysisResults') } },
};

/** 'Edit Analysis' with a taken name on the field. */
export const RenameModal: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Edit analysis/ }));
    const input = await body(canvasElement).findByLabelText('Analysis Name');
    await userEvent.clear(input);
    await pasteInto(userEvent, input, 'Garden well 2026');
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      await body(canvasElement).findByText('Analysis name already taken.'),
    ).toBeInTheDocument();
  },
};

/** 'Delete Analysis' asking for confirmation. */
export const DeleteModal: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Delete analysis/ }));
    await expect(
      await body(canvasElement).findByText(/Do you really want to delete the analysis/),
    ).toBeInTheDocument();
  },
};

/** 'Delete Selected Results' for one selected result. */
export const RemoveResultsModal: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Analysis results' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: 'Select row 1' }));
    const card = table.closest('.ant-card') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    await expect(
      await body(canvasElement).findByText(
        'Do you really want to remove the selected result from this analysis?',
      ),
    ).toBeInTheDocument();
  },
};

/** A 10,000-character analysis name and result name: cut, the page keeps its width. */
export const LongValues: Story = {
  parameters: { scenario: 'longText' },
  play: fitsTheWindowOnce(/^Analysis-x{20}/),
};

/** The restricted user kind (restricted@example.com's 'Harbour samples'): no sharing, no removal. */
export const RestrictedUser: Story = {
  tags: ['restricted'],
  parameters: {
    session: 'restricted@example.com',
    router: { url: '/analyses/6', path: '/analyses/:id' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Analysis results' });
    await expect(canvas.queryByRole('button', { name: /Snapshot/ })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Select row 1' })).toBeNull();
  },
};

/** An administrator opens user@example.com's analysis: no share panel. */
export const Admin: Story = {
  tags: ['admin'],
  parameters: { session: 'admin@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Analysis results' });
    await expect(canvas.queryByRole('button', { name: /Snapshot/ })).toBeNull();
  },
};

/** On a phone: the chart, downloads, sharing and the results in one column. */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Chart as PNG'),
};
