import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { SwatchPicker, type SwatchPickerProps } from '../../design-system';

const swatches = [
  { value: '', label: 'No colour', color: null },
  { value: 'D32F2F', label: 'Red', color: '#D32F2F' },
  { value: 'F57C00', label: 'Orange', color: '#F57C00' },
  { value: 'FBC02D', label: 'Yellow', color: '#FBC02D' },
  { value: '388E3C', label: 'Green', color: '#388E3C' },
  { value: '1976D2', label: 'Blue', color: '#1976D2' },
  { value: '8E24AA', label: 'Purple', color: '#8E24AA' },
];

function Stateful(props: SwatchPickerProps) {
  const [value, setValue] = useState(props.value);
  return <SwatchPicker {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Molecules/SwatchPicker',
  component: SwatchPicker,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Colour', swatches, value: '', onValueChange: () => {} },
} satisfies Meta<typeof SwatchPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const Chosen: Story = { args: { value: '1976D2' } };
export const Disabled: Story = { args: { value: 'F57C00', disabled: true } };
