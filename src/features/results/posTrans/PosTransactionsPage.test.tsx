import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import * as stories from '../../../../stories/pages/PosTransactions.stories';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';

const text = messages as Record<string, string>;
const {
  Today,
  CompanyView,
  CompanyViewTwoZones,
  WithoutSearchBy,
  TicketAlone,
  TicketBeside,
  ToBeforeFrom,
  FirstPageLoading,
  StoreViewOnly,
  SmartManager,
} = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

describe('2-menu §2: the POS transactions page', () => {
  it('the report: presets, dates in MM/dd/yyyy, filter, search-by, summary and the list; accessible', async () => {
    renderWithProviders(<Today />);
    expect(screen.getByRole('radio', { name: text['PosTransactions.Preset.today'] })).toBeChecked();
    expect(screen.getByRole('textbox', { name: text['PosTransactions.From'] })).toHaveValue('11/20/2026');
    expect(screen.getByRole('combobox', { name: text['PosTransactions.TicketFilter'] })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: text['PosTransactions.SearchBy'] })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: text['PosTransactions.Summary'] });
    expect(within(summary).getByText('57')).toBeInTheDocument();
    expect(within(summary).getByText('$1,512.35')).toBeInTheDocument();
    expect(within(summary).getByText('$1,830.40')).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: text['PosTransactions.GridLabel'] });
    expect(
      within(grid).queryByRole('columnheader', { name: text['PosTransactions.Column.StoreName'] }),
    ).toBeNull();
    const refund = within(grid).getByText('4011').closest('tr') as HTMLElement;
    expect(within(refund).getByText(text['PosTransactions.Type.R'])).toBeInTheDocument();
    expect(within(refund).getByText('$12.00')).toBeInTheDocument();
    expect(within(refund).getByText('11/20/2026 6:05 PM')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('company view has the Store column and no Customer column (issue 22 §3); without getSalesTicket there is no search-by choice', () => {
    const { unmount } = renderWithProviders(<CompanyView />);
    expect(
      screen.getByRole('columnheader', { name: text['PosTransactions.Column.StoreName'] }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('columnheader', { name: text['PosTransactions.Column.CustomerName'] }),
    ).toBeNull();
    unmount();
    renderWithProviders(<WithoutSearchBy />);
    expect(screen.queryByRole('combobox', { name: text['PosTransactions.SearchBy'] })).toBeNull();
  });

  it("company view of stores in two time zones: each ticket's time on its store's clock, with its zone (issue 22 §1)", () => {
    renderWithProviders(<CompanyViewTwoZones />);
    const grid = screen.getByRole('table', { name: text['PosTransactions.GridLabel'] });
    const newYork = within(grid).getByText('4011').closest('tr') as HTMLElement;
    expect(within(newYork).getByText('11/20/2026 6:05 PM EST')).toBeInTheDocument();
    // Harbor Uptown in Denver: the same instant as 08:45 in New York
    const denver = within(grid).getByText('4008').closest('tr') as HTMLElement;
    expect(within(denver).getByText('11/20/2026 6:45 AM MST')).toBeInTheDocument();
  });

  it('To before From: the To field says so, no summary', async () => {
    renderWithProviders(<ToBeforeFrom />);
    expect(screen.getByRole('textbox', { name: text['PosTransactions.To'] })).toHaveAccessibleDescription(
      expect.stringContaining(text['PosTransactions.ToBeforeFrom'] ?? 'PosTransactions.ToBeforeFrom'),
    );
    expect(screen.queryByRole('region', { name: text['PosTransactions.Summary'] })).toBeNull();
    expect(screen.getByText(text['PosTransactions.FixRange'])).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('while the first page comes, the summary holds its place with a dash per figure', () => {
    renderWithProviders(<FirstPageLoading />);
    const summary = screen.getByRole('region', { name: text['PosTransactions.Summary'] });
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(within(summary).getAllByText(text['PosTransactions.Summary.Pending'])).toHaveLength(4);
    expect(within(summary).getByText(text['PosTransactions.Summary.NetSales'])).toBeInTheDocument();
  });

  it('says what each figure of the summary counts: net sales as the reports count them, ticket totals apart (issue 22 §3)', async () => {
    renderWithProviders(<Today />);
    const summary = screen.getByRole('region', { name: text['PosTransactions.Summary'] });
    const netSales = text['PosTransactions.Summary.NetSales'];
    await userEvent.click(within(summary).getByRole('button', { name: `About ${netSales}` }));
    expect(await screen.findByRole('dialog', { name: netSales })).toHaveTextContent(
      text['MyStore.Definition.NetSales'],
    );
    const sales = text['PosTransactions.Summary.Sales'];
    expect(within(summary).getByRole('button', { name: `About ${sales}` })).toBeInTheDocument();
  });

  it('a ticket beside the list, or alone with the way back to it', async () => {
    const { unmount } = renderWithProviders(<TicketBeside />);
    expect(screen.getByRole('table', { name: text['PosTransactions.GridLabel'] })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ticket 11' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<TicketAlone />);
    expect(screen.queryByRole('table', { name: text['PosTransactions.GridLabel'] })).toBeNull();
    expect(screen.getByRole('link', { name: text['PosTransactions.BackToList'] })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('store-view-only: the page is inert under the modal, whose button opens the store selection', async () => {
    const user = userEvent.setup();
    const onChooseStore = vi.fn();
    renderWithProviders(<StoreViewOnly onChooseStore={onChooseStore} />);
    const modal = await screen.findByRole('alertdialog', {
      name: text['PosTransactions.StoreViewOnly.Title'],
    });
    expect(document.querySelector('[inert]')).not.toBeNull();
    await user.click(
      within(modal).getByRole('button', { name: text['PosTransactions.StoreViewOnly.ChooseStore'] }),
    );
    expect(onChooseStore).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('smart manager: a warning instead of the report, Login opens the smart manager in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<SmartManager />);
    expect(screen.getByRole('alert')).toHaveTextContent(text['PosTransactions.SmartManager.Text']);
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: text['PosTransactions.SmartManager.Login'] }));
    expect(open).toHaveBeenCalledWith('https://smartmanager.example/', '_blank', 'noopener,noreferrer');
    await expectNoAxeViolations();
  });
});
