import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../../i18n/IntlProvider';
import meta, { CompanyView } from '../../../../stories/pages/SecurityControls.stories';
import { expectNoAxeViolations } from '../../../../test/axe';
import { DsWrapper } from '../../../../test/DsWrapper';
import { SecurityControlsPage } from './SecurityControlsPage';

function renderPage(ui: ReactElement) {
  return render(
    <IntlProvider>
      <DsWrapper>{ui}</DsWrapper>
    </IntlProvider>,
  );
}

const sw = (name: string) => screen.getByRole('switch', { name });
const box = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the security controls page (3-settings §2, §4, §5)', () => {
  it('names every switch and field; no axe violations', async () => {
    const { container } = renderPage(<SecurityControlsPage {...meta.args} />);
    expect(sw('Limit open checks')).toBeChecked();
    expect(box(/^Maximum open checks/)).toHaveValue('25');
    expect(box(/^Maximum refund per ticket/)).toHaveValue('150.00');
    expect(sw('Limit clear items')).not.toBeChecked();
    expect(box(/^Maximum cleared items/)).toBeDisabled();
    expect(sw('Restrict user role overrides')).toBeChecked();
    expect(save()).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('turning a switch off clears its field; counts and money are formatted when left; bad values say why', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPage(<SecurityControlsPage {...meta.args} onSubmit={onSubmit} />);
    await user.click(sw('Limit open checks'));
    expect(box(/^Maximum open checks/)).toHaveValue('');
    expect(box(/^Maximum open checks/)).toBeDisabled();

    await user.click(sw('Limit clear items'));
    await user.type(box(/^Maximum cleared items/), '0');
    await user.tab();
    expect(await screen.findByText('Enter a whole number from 1 to 9999.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(box(/^Maximum cleared items/));
    await user.type(box(/^Maximum cleared items/), '0012');
    await user.tab();
    expect(box(/^Maximum cleared items/)).toHaveValue('12');

    await user.clear(box(/^Maximum refund per shift/));
    await user.type(box(/^Maximum refund per shift/), '1000000');
    await user.tab();
    expect(
      await screen.findByText('Enter an amount from 0.01 to 999,999.99 with at most 2 decimals.'),
    ).toBeInTheDocument();
    await user.clear(box(/^Maximum refund per shift/));
    await user.type(box(/^Maximum refund per shift/), '75.5');
    await user.tab();
    expect(box(/^Maximum refund per shift/)).toHaveValue('75.50');

    expect(save()).toBeEnabled();
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        IsLimitChecksEnabled: false,
        MaxOpenChecks: '',
        MaxClearItems: '12',
        MaxShiftAmount: '75.50',
      }),
    );
  });

  it('keeps Save disabled while the refund limit has no amount', async () => {
    const user = userEvent.setup();
    renderPage(<SecurityControlsPage {...meta.args} />);
    await user.clear(box(/^Maximum refund per ticket/));
    await user.clear(box(/^Maximum refund per shift/));
    await user.tab();
    expect(save()).toBeDisabled();
  });

  it('is read-only with its reason', () => {
    renderPage(<SecurityControlsPage {...meta.args} {...CompanyView.args} />);
    expect(screen.getByText('Choose a store to change its security controls.')).toBeInTheDocument();
    expect(sw('Limit open checks')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
