import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Typography } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { fitsTheWindowOnce } from '@tests/stories/layoutChecks';
import { AppLayout } from './AppLayout';

/** AppLayout as a layout route over a placeholder page, with the session of the mock server. */
function LayoutRoute() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route
          path="*"
          element={
            <Card title="Page">
              <Typography.Paragraph>The routed page renders here.</Typography.Paragraph>
            </Card>
          }
        />
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
  parameters: { session: 'user@example.com', router: { url: paths.dashboard } },
};

export const AsAdmin: Story = {
  tags: ['!autodocs'],
  parameters: { session: 'admin@example.com', router: { url: paths.adminHome } },
};

/** A 10,000-character display name in the header: cut, the page keeps its width. */
export const LongName: Story = {
  tags: ['!autodocs'],
  parameters: {
    session: 'user@example.com',
    scenario: 'longText',
    router: { url: paths.dashboard },
  },
  play: fitsTheWindowOnce(/Display-x{20}/),
};
