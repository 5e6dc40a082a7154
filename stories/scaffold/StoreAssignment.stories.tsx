import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button, Stack } from '../../design-system';
import { AssignStoresDialog } from '../../src/scaffold/stores/AssignStoresDialog';
import { StoreChips } from '../../src/scaffold/stores/StoreChips';
import { storesFixture } from '../pages/discountFixtures';
import { withIntl } from '../pages/loginFixtures';

/** The store chips and the assign-stores modal (764 wide, with its warning) working together. */
function Example({ initial, open: startOpen }: { initial: number[]; open: boolean }) {
  const [assigned, setAssigned] = useState(initial);
  const [open, setOpen] = useState(startOpen);
  return (
    <Stack space="small">
      <StoreChips label="Store assignment" assigned={assigned} stores={storesFixture} />
      <div>
        <Button onClick={() => setOpen(true)}>Assign stores</Button>
      </div>
      <AssignStoresDialog
        open={open}
        title="Assign stores"
        warning="The discount becomes available in the stores you choose and is removed from the others when you save."
        stores={storesFixture}
        assigned={assigned}
        onCancel={() => setOpen(false)}
        onApply={(ids) => {
          setAssigned(ids);
          setOpen(false);
        }}
      />
    </Stack>
  );
}

const meta = {
  title: 'Scaffold/StoreAssignment',
  component: Example,
  decorators: [withIntl],
  args: { initial: [2001, 2002], open: false },
} satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 3 stores: each one a chip. */
export const FewStores: Story = {};
/** More than 3: the first 2 and "N others". */
export const ManyStores: Story = { args: { initial: [2001, 2002, 2004, 2006] } };
/** Every store: the all-stores label. */
export const AllStores: Story = { args: { initial: [0] } };
/** The modal open. */
export const Dialog: Story = { args: { open: true } };
