import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from '../../design-system';
import { useT } from '../../i18n/IntlProvider';
import type { AccessContext } from '../../src/domain/access/context';
import { buildBottomItems, buildSideMenu } from '../../src/app/shell/sideMenuModel';
import { portalHref } from '../../src/lib/basePath';
import { contexts, withIntl } from './shellPageFixtures';

/** The portal's side menu as src/domain/access builds it for an account. */
function AccessSideMenu({ ctx, currentPath }: { ctx: AccessContext; currentPath: string }) {
  const { t } = useT();
  return (
    <div style={{ width: 240, height: 640, display: 'flex' }}>
      <SideMenu
        label={t('Shell.SideMenu')}
        sections={buildSideMenu({ ctx, t, currentPath, href: portalHref })}
        bottomItems={buildBottomItems({ ctx, t, currentPath, helpHref: '#help', href: portalHref })}
        onNavigate={(_href, event) => event.preventDefault()}
      />
    </div>
  );
}

const meta = {
  title: 'Pages/Shell/SideMenu',
  component: AccessSideMenu,
  decorators: [withIntl],
  args: { ctx: contexts.owner, currentPath: '/results/sales/summary' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccessSideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every section, the bottom items Settings, Help Center and Pilot Program. */
export const Owner: Story = {};
/** The bank reseller: no pilot program, no integrations, bills or purchase terms. */
export const BankOwner: Story = { args: { ctx: contexts.bankowner, currentPath: '/account/mystores' } };
/** Product mode 2: the section is called Menu; no time clock, breaks instead. */
export const ProductMode2: Story = { args: { ctx: contexts.marketowner, currentPath: '/employees/breaks' } };
/** A provider admin: the admin pages of the admin-area table under Settings. */
export const Admin: Story = { args: { ctx: contexts.admin, currentPath: '/settings/admin/systemSettings' } };
