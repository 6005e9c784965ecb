import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { ResultsPage } from '@/features/results/pages/ResultsPage';
import { paths } from '@/shared/config/paths';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { AppLayout } from './AppLayout';

/** AppLayout as a layout route over the results list, with the session of the mock server. */
function LayoutRoute() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<ResultsPage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Components/Layout/AppLayout',
  tags: ['autodocs'],
  component: AppLayout,
  render: () => <LayoutRoute />,
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsUser: Story = {
  parameters: { session: 'user@example.com', router: { url: paths.results } },
};

export const AsAdmin: Story = {
  tags: ['!autodocs', 'admin'],
  parameters: { session: 'admin@example.com', router: { url: paths.results } },
};

/** A 10,000-character display name in the header: cut, the page keeps its width. */
export const LongName: Story = {
  tags: ['!autodocs'],
  parameters: {
    session: 'user@example.com',
    scenario: 'longText',
    router: { url: paths.results },
  },
  play: fitsTheWindowOnce(/Display-x{20}/),
};
