import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../../design-system';

const meta = { title: 'Atoms/Box', component: Box } satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Surface: Story = {
  args: {
    padding: 'large',
    background: 'surface',
    borderRadius: 'medium',
    boxShadow: 'small',
    children: 'Box',
  },
};

export const Responsive: Story = {
  args: {
    padding: { mobile: 'small', tablet: 'large', large: 'xlarge' },
    background: 'brandSoft',
    children: 'Padding grows with the viewport',
  },
};
