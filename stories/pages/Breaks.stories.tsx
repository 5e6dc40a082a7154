import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreaksPage } from '../../src/features/employees/breaks/BreaksPage';
import { withIntl } from './shellPageFixtures';

const meta = {
  title: 'Pages/Breaks',
  component: BreaksPage,
  decorators: [withIntl],
  args: { smartManagerUrl: 'https://smartmanager.example.com/', classicPage: <p>The classic breaks page</p> },
} satisfies Meta<typeof BreaksPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SmartManager: Story = {};
export const Classic: Story = { args: { smartManagerUrl: null } };
