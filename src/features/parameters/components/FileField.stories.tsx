import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { bannerPng } from '@mocks/db/seedData/png';
import { FileField } from './FileField';

const meta = {
  title: 'Components/Parameter form/FileField',
  tags: ['autodocs'],
  component: FileField,
  args: {
    kind: 'image',
    label: 'Pre-count-down image',
    onChange: fn(),
    onProblem: fn(),
  },
  parameters: { session: null },
  decorators: [(Story) => <div style={{ maxWidth: 480, padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const image = { base64: bannerPng(240, 120).split(',')[1], name: 'pre-count-down.png' };

/** No image yet: Upload. */
export const ImageEmpty: Story = {};

/** An image chosen: its name, Remove, Replace and a preview. */
export const ImageChosen: Story = { args: { value: image } };

/** A package file chosen (no preview). */
export const PackageChosen: Story = {
  args: { kind: 'package', label: 'Package file', value: { base64: 'cGtn', name: 'strip.pkg' } },
};

/** Locked by the parameter's status: no Remove, Replace disabled. */
export const Locked: Story = { args: { value: image, disabled: true } };
