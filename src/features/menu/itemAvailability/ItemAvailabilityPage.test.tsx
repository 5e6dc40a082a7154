import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../../i18n/IntlProvider';
import meta, { Clean } from '../../../../stories/pages/ItemAvailability.stories';
import { expectNoAxeViolations } from '../../../../test/axe';
import { DsWrapper } from '../../../../test/DsWrapper';
import { ItemAvailabilityPage } from './ItemAvailabilityPage';

function renderPage(ui: ReactElement) {
  return render(
    <IntlProvider>
      <DsWrapper>{ui}</DsWrapper>
    </IntlProvider>,
  );
}

describe('the item availability page (2-menu §2): names, marks and accessibility', () => {
  it('names every checkbox for its item, marks pending, waiting and conflicting rows in words; no axe violations', async () => {
    const { container } = renderPage(<ItemAvailabilityPage {...meta.args} />);
    const grid = screen.getByRole('table', { name: 'Item availability' });
    expect(within(grid).getByRole('checkbox', { name: 'Select Affogato' })).toBeInTheDocument();
    expect(within(grid).getByRole('checkbox', { name: 'In stock: Affogato' })).toBeInTheDocument();
    expect(within(grid).getByRole('checkbox', { name: 'Active online: Affogato' })).toBeInTheDocument();
    expect(within(grid).getByText('Pending')).toBeInTheDocument();
    expect(within(grid).getByText('Waiting to sync')).toBeInTheDocument();
    expect(within(grid).getByText('Changed meanwhile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit selected items (2)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Keep mine for Americano' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('keeps Save and the bulk edit disabled until there is something to save or edit', () => {
    renderPage(<ItemAvailabilityPage {...meta.args} {...Clean.args} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit selected items (0)' })).toBeDisabled();
  });
});
