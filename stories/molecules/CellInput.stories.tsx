import type { Meta, StoryObj } from '@storybook/react-vite';
import { CellInput } from '../../design-system';

const meta = {
  title: 'Molecules/CellInput',
  component: CellInput,
  args: {
    label: 'Price-list price of Lemonade',
    value: '4.50',
    onChange: () => {},
    inputMode: 'decimal',
    align: 'end',
  },
} satisfies Meta<typeof CellInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: '', placeholder: '—' } };
export const Changed: Story = { args: { changed: true } };
export const Invalid: Story = {
  args: { value: '1000000', invalid: true, errorText: 'Enter a price from 0 to 999999.99.' },
};
export const Disabled: Story = { args: { disabled: true } };
