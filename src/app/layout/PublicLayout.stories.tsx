import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Typography } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { updateSettings } from '@mocks/db/store';
import { paths } from '@/shared/config/paths';
import { PublicLayout } from './PublicLayout';

/** PublicLayout as a layout route over a placeholder page, for a visitor (no session). */
function LayoutRoute() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
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
  title: 'Components/Layout/PublicLayout',
  tags: ['autodocs'],
  component: PublicLayout,
  render: () => <LayoutRoute />,
  parameters: {
    session: null,
    router: { url: paths.info.root },
    docs: { story: { inline: false, iframeHeight: 420 } },
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor outside the USA and Canada. */
export const Visitor: Story = {};

/** A visitor in the USA or Canada: the footer's US variant. */
export const VisitorUsCanada: Story = {
  name: 'Visitor US and Canada',
  tags: ['!autodocs'],
  beforeEach: () => updateSettings({ countryCode: 'us' }),
};

/** On a phone: the small-screen notice under the header. */
export const Phone: Story = {
  tags: ['phone', '!autodocs'],
  globals: { viewport: { value: 'phone', isRotated: false } },
};
