import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Slider, type SliderProps } from '../../design-system';

function Controlled(props: Omit<SliderProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <Slider {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Molecules/Slider',
  component: Controlled,
  args: {
    label: 'Clock in window',
    value: [-5, 5],
    min: -35,
    max: 35,
    step: 5,
    thumbLabels: ['Earliest', 'Latest'],
    valueText: (v: number) => `${Math.abs(v) - 5} minutes`,
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Range: Story = {};
export const Single: Story = { args: { value: [10], thumbLabels: ['Minutes'] } };
export const Disabled: Story = { args: { disabled: true } };
