import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { OnFirstUse } from './OnFirstUse';

describe('OnFirstUse', () => {
  it('shows the plain control until used, then the loaded one with what the use said', async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => {};
    const Loaded = lazy(
      () =>
        new Promise<{ default: (p: { how: string }) => React.ReactNode }>((resolve) => {
          arrive = () => resolve({ default: ({ how }) => <p>Loaded, opened by {how}</p> });
        }),
    );
    render(
      <OnFirstUse<string>
        idle={(use) => (
          <button type="button" onClick={() => use('click')}>
            Open
          </button>
        )}
        loaded={(how) => <Loaded how={how} />}
      />,
    );
    expect(screen.queryByText(/Loaded/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // while the chunk comes, the plain control stays
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('Loaded, opened by click')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
