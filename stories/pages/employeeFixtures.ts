import type { EmployeeMetadata, EmployeeRow, UserRoleRow } from '../../src/domain/employees';
import type { ListState } from '../../src/scaffold/list/useListState';
import { listFixture } from './listFixture';

/** Harbor Bistro Group's roles (server/demo/employees.ts). */
export const employeeMetadataFixture: EmployeeMetadata = {
  Roles: [
    { RoleId: 1, Name: 'Owner', Rank: 1 },
    { RoleId: 2, Name: 'General Manager', Rank: 2 },
    { RoleId: 4, Name: 'Shift Lead', Rank: 4 },
    { RoleId: 5, Name: 'Server', Rank: 5 },
    { RoleId: 6, Name: 'Bartender', Rank: 5 },
  ],
  Stores: [
    { StoreId: 2001, StoreName: 'Harbor Downtown' },
    { StoreId: 2002, StoreName: 'Harbor Uptown' },
  ],
  AssignerRank: 2,
  StoreId: 2001,
};

const row = (over: Partial<EmployeeRow>): EmployeeRow => ({
  EmployeeId: 1,
  FirstName: 'Alex',
  LastName: 'Morgan',
  Email: 'alex.morgan@example.com',
  Phone: '2075551037',
  RoleId: 2,
  RoleName: 'General Manager',
  RoleRank: 2,
  IsActive: true,
  StoreIds: [2001],
  LastClockIn: '2026-11-27T16:05:00',
  MayEdit: true,
  ConcurrencyChecksum: 1,
  ...over,
});

/** Harbor Downtown's staff as the list shows them. */
export const employeeRowsFixture: EmployeeRow[] = [
  row({
    EmployeeId: 42,
    FirstName: 'Quinn',
    LastName: 'Avery',
    RoleId: 9,
    RoleName: 'Line Cook',
    RoleRank: 6,
    IsActive: false,
    LastClockIn: null,
  }),
  row({
    EmployeeId: 2,
    FirstName: 'Blair',
    LastName: 'Bennett',
    RoleId: 4,
    RoleName: 'Shift Lead',
    RoleRank: 4,
    LastClockIn: '2026-11-27T13:12:00',
  }),
  row({
    EmployeeId: 3,
    FirstName: 'Casey',
    LastName: 'Carver',
    RoleId: 5,
    RoleName: 'Server',
    RoleRank: 5,
    LastClockIn: '2026-11-26T10:21:00',
  }),
  row({}),
  row({
    EmployeeId: 41,
    FirstName: 'Olivia',
    LastName: 'Owner',
    RoleId: 1,
    RoleName: 'Owner',
    RoleRank: 1,
    MayEdit: false,
    StoreIds: [2001, 2002],
    LastClockIn: '2026-11-25T19:40:00',
  }),
];

export const employeeListFixture = (): ListState =>
  listFixture({ sort: { columnId: 'name', direction: 'asc' } });

export const userRoleRowsFixture: UserRoleRow[] = [
  { RoleId: 1, Name: 'Owner', Rank: 1, EmployeeCount: 1 },
  { RoleId: 2, Name: 'General Manager', Rank: 2, EmployeeCount: 5 },
  { RoleId: 5, Name: 'Server', Rank: 5, EmployeeCount: 15 },
  { RoleId: 9, Name: 'Line Cook', Rank: 6, EmployeeCount: 0 },
];

export const userRoleListFixture = (): ListState =>
  listFixture({ sort: { columnId: 'rank', direction: 'asc' } });
