import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CitationEditor } from './CitationEditor';

const meta = {
  title: 'Components/Parameter form/CitationEditor',
  tags: ['autodocs'],
  component: CitationEditor,
  args: { ariaLabel: 'Citation', onChange: fn() },
  parameters: { session: null },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof CitationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 'NO,,3,,' as stored: NO with a subscript 3. */
export const WithSubscript: Story = { args: { value: 'NO,,3,,' } };

/** A superscript: 'NH,,4,,__+__' is NH₄⁺. */
export const WithSuperscript: Story = { args: { value: 'NH,,4,,__+__' } };

/** Locked by the parameter's status: readable, not editable. */
export const Locked: Story = { args: { value: 'NO,,2,,', disabled: true } };

/** Marked invalid by the form (required when releasing). */
export const Invalid: Story = { args: { invalid: true } };
