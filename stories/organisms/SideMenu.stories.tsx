import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from '../../design-system';
import { menuBottomItems, menuSections } from './shellFixtures';

const meta = {
  title: 'Organisms/SideMenu',
  component: SideMenu,
  args: {
    label: 'Main menu',
    sections: menuSections,
    bottomItems: menuBottomItems,
    footer: <img src="brand/default-logo.svg" alt="Backroom" height={24} />,
    onNavigate: (_href, event) => event.preventDefault(),
  },
  render: (args) => (
    <div style={{ width: 240, height: 640 }}>
      <SideMenu {...args} />
    </div>
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NothingActive: Story = {
  args: {
    sections: menuSections.map((s) => ({ ...s, items: s.items.map((i) => ({ ...i, active: false })) })),
  },
};

export const WithoutBottomItems: Story = { args: { bottomItems: [], footer: undefined } };
