import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { RecordHeader } from './RecordHeader';

describe('RecordHeader (a detail screen head)', () => {
  it('names the record, goes back, and shows its own actions', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    renderWithProviders(
      <RecordHeader
        title="HAPPY HOUR"
        backLabel="Back"
        onBack={onBack}
        actions={<button type="button">Duplicate</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'HAPPY HOUR' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
