import { lazy, Suspense, useState } from 'react';
import { Box, Header, HeaderButton, Menu, Text, brandAssets, type MenuItem } from '../../../design-system';
import { useT } from '../../../i18n/IntlProvider';
import type { AccessContext } from '../../domain/access/context';
import { canSelectMerchant } from '../../domain/access/roleGroups';
import { canSelectStore } from '../../domain/access/routeAccess';
import { userMenuAccess } from '../../domain/access/userMenu';
import { brandOfReseller } from '../../domain/brand';
import type { PortalData } from '../../domain/portalData';
import { storeBadgeTone } from '../../features/selection/shared/storeBadges';
import { basePath } from '../../lib/basePath';
import { MerchantLogo } from './MerchantLogo';
import { sessionStoreOf } from './sessionStore';
import { sessionUserOf } from './sessionUser';

const MerchantSelectionDialog = lazy(() =>
  import('../../features/selection/merchant/MerchantSelectionDialog').then((m) => ({
    default: m.MerchantSelectionDialog,
  })),
);
const StoreSelectionDialog = lazy(() =>
  import('../../features/selection/store/StoreSelectionDialog').then((m) => ({
    default: m.StoreSelectionDialog,
  })),
);
const ChangePasswordFromMenu = lazy(() =>
  import('../../features/signin/password/ChangePasswordFromMenu').then((m) => ({
    default: m.ChangePasswordFromMenu,
  })),
);
const CustomerCareDialog = lazy(() =>
  import('./CustomerCareDialog').then((m) => ({ default: m.CustomerCareDialog })),
);

/** Where Buy Hardware goes: the hardware shop, a classic page opened in a new tab (decision). */
export function buyHardwareHref(base: string): string {
  return `${base}Legacy/shop/hardware`;
}

type Dialog = 'merchant' | 'store' | 'password' | 'customerCare' | null;

export interface PortalHeaderProps {
  data: PortalData;
  ctx: AccessContext;
  /** The section title of the narrow-screen bar. */
  title?: string;
  drawerOpen: boolean;
  onMenuClick: () => void;
  menuControlsId: string;
  /** Navigates inside the portal (guarded by the pending-changes guard). */
  navigate: (path: string) => void;
  currentPath: string;
  /** Reloads the embedded frame (My Account when already on its page). */
  reloadFrame: () => void;
  /** The session's notifications: the user menu's entry (with their count) opens their list again. */
  notifications?: { count: number; onOpen: () => void };
  onLogout: () => void;
}

/**
 * The portal header (1-foundation.md §2 "Portal header"): the hamburger with the section title below
 * the large breakpoint, the logo, the merchant and store buttons that open the selection modals, and
 * the user menu as userMenuAccess allows.
 */
export function PortalHeader({
  data,
  ctx,
  title,
  drawerOpen,
  onMenuClick,
  menuControlsId,
  navigate,
  currentPath,
  reloadFrame,
  notifications,
  onLogout,
}: PortalHeaderProps) {
  const { t } = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const access = userMenuAccess(ctx);
  const asset = brandAssets[brandOfReseller(data.resellerId)];
  const merchantButton = canSelectMerchant(ctx);
  const storeButton = canSelectStore(ctx);
  const merchantName = data.merchantName ?? t('Header.NoMerchant');
  const store = sessionStoreOf(data, ctx);
  const storeName = store?.label ?? t('Header.AllStores');
  const storeStatus = store?.badges[0];
  const user = sessionUserOf(data);

  const items: MenuItem[] = [
    {
      id: 'myAccount',
      label: t('UserMenu.MyAccount'),
      icon: 'merchant',
      hidden: !access.myAccount,
      onSelect: () => {
        if (currentPath === '/account/overview') reloadFrame();
        else navigate('/account/overview');
      },
    },
    {
      id: 'notifications',
      label: t('UserMenu.Notifications', { count: notifications?.count ?? 0 }),
      icon: 'bell',
      hidden: !notifications?.count,
      onSelect: () => notifications?.onOpen(),
    },
    {
      id: 'changePassword',
      label: t('UserMenu.ChangePassword'),
      icon: 'lock',
      onSelect: () => setDialog('password'),
    },
    {
      id: 'buyHardware',
      label: t('UserMenu.BuyHardware'),
      icon: 'cart',
      hidden: !access.buyHardware,
      onSelect: () => {
        window.open(buyHardwareHref(basePath()), '_blank', 'noopener,noreferrer');
      },
    },
    {
      id: 'registerHardware',
      label: t('UserMenu.RegisterHardware'),
      icon: 'plus',
      hidden: !access.registerHardware,
      onSelect: () => navigate('/account/mydevices'),
    },
    {
      id: 'supportTools',
      label: t('UserMenu.SupportTools'),
      icon: 'settings',
      hidden: !access.supportTools,
      onSelect: () => navigate('/supportTools'),
    },
    {
      id: 'customerCare',
      label: t('UserMenu.CustomerCare'),
      icon: 'help',
      hidden: !access.customerCare,
      onSelect: () => setDialog('customerCare'),
    },
    { id: 'logout', label: t('UserMenu.Logout'), icon: 'logout', onSelect: onLogout },
  ];

  const close = () => setDialog(null);

  return (
    <>
      <Header
        title={title}
        logo={
          <img src={`${basePath()}${asset.headerLogo}`} alt={t(asset.logoAltKey)} height={36} width={140} />
        }
        onMenuClick={onMenuClick}
        menuOpen={drawerOpen}
        menuControlsId={menuControlsId}
        actions={
          merchantButton || storeButton ? (
            <>
              <MerchantLogo url={data.merchantLogoUrl} />
              {merchantButton ? (
                <HeaderButton
                  icon="merchant"
                  text={merchantName}
                  label={t('Header.ChangeMerchant', { name: merchantName })}
                  onClick={() => setDialog('merchant')}
                />
              ) : null}
              {storeButton ? (
                <HeaderButton
                  icon="store"
                  text={storeName}
                  status={
                    storeStatus
                      ? { text: t(`StoreSelection.Badge.${storeStatus}`), tone: storeBadgeTone[storeStatus] }
                      : undefined
                  }
                  label={
                    storeStatus
                      ? t('Header.ChangeStoreWithStatus', {
                          name: storeName,
                          status: t(`StoreSelection.Badge.${storeStatus}`),
                        })
                      : t('Header.ChangeStore', { name: storeName })
                  }
                  onClick={() => setDialog('store')}
                />
              ) : null}
            </>
          ) : (
            <Box display={{ mobile: 'none', tablet: 'flex' }} alignItems="center" gap="small" minWidth="0">
              <MerchantLogo url={data.merchantLogoUrl} />
              <Text size="small" truncate>
                {[
                  data.merchantName,
                  store
                    ? [store.label, ...store.badges.map((b) => `(${t(`StoreSelection.Badge.${b}`)})`)].join(
                        ' ',
                      )
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Box>
          )
        }
        userMenu={
          <Menu
            label={data.userFullName || t('UserMenu.Label')}
            icon="user"
            hideLabelBelow="tablet"
            items={items}
          />
        }
      />
      <Suspense fallback={null}>
        {dialog === 'merchant' ? (
          <MerchantSelectionDialog
            open
            mode="switch"
            onSelected={() => {
              close();
              navigate('/');
            }}
            onClose={close}
          />
        ) : null}
        {dialog === 'store' ? (
          <StoreSelectionDialog open mode="switch" onSelected={close} onClose={close} />
        ) : null}
        {dialog === 'password' ? (
          <ChangePasswordFromMenu
            onClose={close}
            username={user.username}
            membershipUserId={user.membershipUserId}
            posUserId={user.posUserId}
          />
        ) : null}
        {dialog === 'customerCare' ? <CustomerCareDialog open onClose={close} /> : null}
      </Suspense>
    </>
  );
}
