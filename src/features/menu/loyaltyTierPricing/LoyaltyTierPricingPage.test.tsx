import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import messages from '../../../../i18n/en-US.json';
import { loyaltyPageFixture } from '../../../../stories/pages/loyaltyTierPricingFixtures';
import { expectNoAxeViolations } from '../../../../test/axe';
import { renderWithProviders } from '../../../../test/renderApp';
import { LoyaltyTierPricingPage } from './LoyaltyTierPricingPage';

const text = messages as Record<string, string>;

describe('LoyaltyTierPricingPage', () => {
  it('labels every price input with its item, and has no axe violations', async () => {
    renderWithProviders(<LoyaltyTierPricingPage {...loyaltyPageFixture} />);
    expect(screen.getByRole('textbox', { name: 'Price-list price of Lemonade – Large' })).toHaveValue('4.75');
    expect(screen.getByRole('textbox', { name: 'Price-list price of Garlic Bread' })).toHaveValue('');
    expect(screen.getByRole('toolbar', { name: text['LoyaltyTierPricing.FormLabel'] })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text['LoyaltyTierPricing.Cancel'] })).toBeDisabled();
    await expectNoAxeViolations(document.body);
  });

  it('sends the changed prices and the name on Save; Cancel asks, then puts the prices back', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoyaltyTierPricingPage {...loyaltyPageFixture} onSubmit={onSubmit} />);
    const lemonade = screen.getByRole('textbox', { name: 'Price-list price of Lemonade' });
    await user.type(lemonade, '1234567');
    await user.tab();
    expect(lemonade).toHaveValue('999999.99');
    await user.clear(screen.getByRole('textbox', { name: 'Price-list price of Clam Chowder' }));
    await user.tab();
    const save = screen.getByRole('button', { name: text['DesignSystem.Save'] });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      Name: 'Harbor Rewards Gold',
      Prices: { m0_15_0: '999999.99', m0_1_0: '' },
    });

    await user.click(screen.getByRole('button', { name: text['LoyaltyTierPricing.Cancel'] }));
    await user.click(await screen.findByRole('button', { name: text['DiscardChanges.Discard'] }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Price-list price of Clam Chowder' })).toHaveValue('7.50'),
    );
    expect(lemonade).toHaveValue('');
  });
});
