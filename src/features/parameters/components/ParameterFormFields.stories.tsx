import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'antd';
import { fn } from 'storybook/test';
import { bannerPng } from '@mocks/db/seedData/png';
import { complete } from '../testing/parameterValues';
import { toFormValues } from '../utils/parameterMapping';
import { lockedFields } from '../utils/parameterLocks';
import { ParameterFormFields } from './ParameterFormFields';

const meta = {
  title: 'Components/Parameter form/ParameterFormFields',
  tags: ['autodocs', 'admin'],
  component: ParameterFormFields,
  args: { locked: lockedFields('New', false), saved: false, postScreen: false, onSample: fn() },
  parameters: { session: 'admin@example.com' },
  decorators: [
    (Story, { parameters }) => (
      <Form
        layout="vertical"
        initialValues={parameters.values ?? toFormValues(undefined)}
        style={{ maxWidth: 880, padding: 24 }}
      >
        {Story()}
      </Form>
    ),
  ],
} satisfies Meta<typeof ParameterFormFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = (name: string) => ({ base64: bannerPng(240, 120).split(',')[1], name });
const filled = { ...complete, preCountDownImage: image('pre-count-down.png') };

/** A new parameter: every field open, nothing filled. */
export const New: Story = {};

/** A draft with every field filled and the post-count-down screen on (its image then shows). */
export const DraftFilled: Story = {
  args: { locked: lockedFields('Draft', false), saved: true, postScreen: true },
  parameters: {
    values: { ...filled, postCountDownSignal: true, postCountDownImage: image('post.png') },
  },
};

/** Released: name, catalogue number, range, unit, citation and package counter locked. */
export const Released: Story = {
  args: { locked: lockedFields('Released', true), saved: true },
  parameters: { values: filled },
};

/** Inactive: almost everything locked. */
export const Inactive: Story = {
  args: { locked: lockedFields('Inactive', true), saved: true },
  parameters: { values: filled },
};
