import type { Meta, StoryObj } from '@storybook/react-vite';
import { newCategoryForm } from '../../src/domain/menuItem';
import { CategoryDialog } from '../../src/features/menu/categories/CategoryDialog';
import { departmentsFixture, mainsFormFixture, tagsFixture } from './menuItemFixtures';
import { withIntl } from './shellPageFixtures';

const noop = () => {};

const meta = {
  title: 'Pages/CategoryDialog',
  component: CategoryDialog,
  decorators: [withIntl],
  args: {
    values: mainsFormFixture,
    isNew: false,
    departments: departmentsFixture,
    tags: tagsFixture,
    saveState: 'default',
    saveError: null,
    onSubmit: noop,
    onCancel: noop,
  },
} satisfies Meta<typeof CategoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit Category: MAINS in teal, Food, tagged Seafood. */
export const Edit: Story = {};
/** Add Category: Save waits for a name. */
export const Add: Story = { args: { values: newCategoryForm(), isNew: true } };
/** Saving. */
export const Saving: Story = { args: { saveState: 'loading' } };
