import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from '../../../../i18n/IntlProvider';
import meta, { Classic } from '../../../../stories/pages/Breaks.stories';
import { expectNoAxeViolations } from '../../../../test/axe';
import { DsWrapper } from '../../../../test/DsWrapper';
import { BreaksPage } from './BreaksPage';

function renderPage(ui: ReactElement) {
  return render(
    <IntlProvider>
      <DsWrapper>{ui}</DsWrapper>
    </IntlProvider>,
  );
}

describe('the breaks page (3-settings §2 "Breaks screen")', () => {
  it('leads to the smart manager in a new tab, without giving it this window; no axe violations', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { container } = renderPage(<BreaksPage {...meta.args} />);
    expect(screen.getByText('Breaks have moved to the smart manager')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the smart manager' }));
    expect(open).toHaveBeenCalledWith('https://smartmanager.example.com/', '_blank', 'noopener,noreferrer');
    expect(screen.queryByText('The classic breaks page')).toBeNull();
    await expectNoAxeViolations(container);
    open.mockRestore();
  });

  it('shows the classic page otherwise', () => {
    renderPage(<BreaksPage {...meta.args} {...Classic.args} />);
    expect(screen.getByText('The classic breaks page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the smart manager' })).toBeNull();
  });
});
