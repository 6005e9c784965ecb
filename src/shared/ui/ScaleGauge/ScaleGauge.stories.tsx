import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScaleGauge } from './ScaleGauge';

const meta = {
  title: 'Components/ScaleGauge',
  tags: ['autodocs'],
  component: ScaleGauge,
  parameters: { layout: 'centered', session: null },
  args: { range: '0-14', value: 7.4, unit: 'pH', variant: 'ph' },
} satisfies Meta<typeof ScaleGauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pH: red - yellow - green - blue - purple, a neutral reading. */
export const Ph: Story = {};

/** An acidic pH reading near the bottom. */
export const PhAcidic: Story = {
  name: 'pH acidic',
  args: { value: 2.1 },
};

/** Nitrate on a single-hue ramp (0-500 mg/l). */
export const Nitrate: Story = {
  args: { range: '0-500', value: 125, unit: 'mg/l', variant: 'ramp', color: '#c0307a' },
};

/** A '<' reading pinned to the bottom end. */
export const BelowRange: Story = {
  args: { range: '0-500', value: 0, pin: 'below', valueLabel: '<0', unit: 'mg/l', variant: 'ramp' },
};

/** A '>' reading pinned to the top end. */
export const AboveRange: Story = {
  args: {
    range: '0-500',
    value: 500,
    pin: 'above',
    valueLabel: '>500',
    unit: 'mg/l',
    variant: 'ramp',
    color: '#c0307a',
  },
};

/** A value outside the range is clamped at the end of the bar. */
export const Clamped: Story = {
  args: { range: '0-25', value: 31, unit: '°dH', variant: 'ramp', color: '#3a6fb0' },
};

/** A smaller gauge (the height is a prop; the result detail uses 490). */
export const Compact: Story = { args: { height: 240 } };
