import type { AlertConfigurationForm } from '../../src/domain/alertConfiguration';
import { availableTypesOf, type PayInOutReasonCode, PayCodeType } from '../../src/domain/payCode';
import type { ListState } from '../../src/scaffold/list/useListState';
import { listFixture } from './listFixture';

const code = (ReasonCodeId: number, Name: string, Description: string, Type: 0 | 1): PayInOutReasonCode => ({
  ReasonCodeId,
  Name,
  Description,
  Type,
  IsDeleted: false,
  IsSystem: Name === 'SAFEDROP',
  MerchantId: 1001,
  AvailableReasonCodeTypes: [...availableTypesOf(Name)],
  ConcurrencyChecksum: 1,
});

/** Harbor Bistro's codes as GetAll answers them: SAFEDROP first, then by name. */
export const payCodesFixture: PayInOutReasonCode[] = [
  code(1, 'SAFEDROP', 'Safe drop', PayCodeType.PayOut),
  code(5, 'CHANGEFUND', 'Change fund', PayCodeType.PayIn),
  code(9, 'DRIVERTIP', 'Delivery driver tip', PayCodeType.PayOut),
  code(7, 'FLOAT', 'Register float', PayCodeType.PayIn),
  code(11, 'ICE', 'Ice delivery', PayCodeType.PayOut),
  code(6, 'PETTYCASH', 'Petty cash returned', PayCodeType.PayIn),
];

export const payCodeListFixture = (): ListState =>
  listFixture({ sort: { columnId: 'name', direction: 'asc' } });

/** Harbor Downtown's alerts: sales at 10 %, discounts at 15 %, marketing on. */
export const alertsFixture: AlertConfigurationForm = {
  AlertConfigurations: [
    { AlertDefinitionId: 1, SubscriptionStatus: 1, PercentThreshold: 10 },
    { AlertDefinitionId: 2, SubscriptionStatus: 0, PercentThreshold: null },
    { AlertDefinitionId: 3, SubscriptionStatus: 1, PercentThreshold: 15 },
    { AlertDefinitionId: 4, SubscriptionStatus: 1, PercentThreshold: null },
    { AlertDefinitionId: 5, SubscriptionStatus: 1, PercentThreshold: null },
  ],
  ConcurrencyChecksum: 3,
};
