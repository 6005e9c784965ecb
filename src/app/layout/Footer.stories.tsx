import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FixedCountryCode } from '@/shared/config/countryCode';
import { Footer } from './Footer';

const withCountry = (code: string): { decorators: Decorator[] } => ({
  decorators: [
    (Story) => (
      <FixedCountryCode code={code}>
        <Story />
      </FixedCountryCode>
    ),
  ],
});

const meta = {
  title: 'Components/Layout/Footer',
  tags: ['autodocs'],
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NonUs: Story = withCountry('de');
export const UsCanada: Story = withCountry('us');
