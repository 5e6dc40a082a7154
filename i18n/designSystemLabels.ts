import type { IntlShape } from '@formatjs/intl';
import type { DesignSystemLabels } from '../design-system/DesignSystemProvider';
import { t } from './intl';

/** The design system's own words, from the catalogue. */
export function designSystemLabels(intl: IntlShape<string>): DesignSystemLabels {
  return {
    close: t(intl, 'DesignSystem.Close'),
    loading: t(intl, 'DesignSystem.Loading'),
    showPassword: t(intl, 'DesignSystem.ShowPassword'),
    hidePassword: t(intl, 'DesignSystem.HidePassword'),
    openMenu: t(intl, 'DesignSystem.OpenMenu'),
    closeMenu: t(intl, 'DesignSystem.CloseMenu'),
    required: t(intl, 'DesignSystem.Required'),
    noRows: t(intl, 'DesignSystem.NoRows'),
    selectRow: t(intl, 'DesignSystem.SelectRow'),
    selectAllRows: t(intl, 'DesignSystem.SelectAllRows'),
    previousPage: t(intl, 'DesignSystem.PreviousPage'),
    nextPage: t(intl, 'DesignSystem.NextPage'),
    firstPage: t(intl, 'DesignSystem.FirstPage'),
    lastPage: t(intl, 'DesignSystem.LastPage'),
    rowsPerPage: t(intl, 'DesignSystem.RowsPerPage'),
    pageRange: (from, to, total) =>
      total < 0
        ? t(intl, 'DesignSystem.PageRangeUnknown', { from, to })
        : t(intl, 'DesignSystem.PageRange', { from, to, total }),
    sortAscending: t(intl, 'DesignSystem.SortAscending'),
    sortDescending: t(intl, 'DesignSystem.SortDescending'),
    save: t(intl, 'DesignSystem.Save'),
    discard: t(intl, 'DesignSystem.Discard'),
    saving: t(intl, 'DesignSystem.Saving'),
    saved: t(intl, 'DesignSystem.Saved'),
    saveFailed: t(intl, 'DesignSystem.SaveFailed'),
    ok: t(intl, 'DesignSystem.Ok'),
    cancel: t(intl, 'DesignSystem.Cancel'),
    dismiss: t(intl, 'DesignSystem.Dismiss'),
    clear: t(intl, 'DesignSystem.Clear'),
    retry: t(intl, 'DesignSystem.Retry'),
    delete: t(intl, 'DesignSystem.Delete'),
    notifications: t(intl, 'DesignSystem.Notifications'),
  };
}
