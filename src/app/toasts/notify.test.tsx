import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderApp';
import { notify } from './notify';

describe('the portal’s toasts (loaded with the first notice)', () => {
  it('show the first notice after a page load, and those after it', async () => {
    renderWithProviders(<div />);
    act(() => notify({ type: 'error', id: 'first', title: 'Something went wrong', description: 'First' }));
    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toHaveTextContent('First');
    act(() => notify({ type: 'success', title: 'Saved' }));
    expect(await screen.findByRole('status', { name: 'Saved' })).toBeInTheDocument();
  });

  it('show a notice without an id', async () => {
    renderWithProviders(<div />);
    act(() => notify({ type: 'info', title: 'Message', description: 'No id of its own' }));
    expect(await screen.findByRole('status', { name: 'Message' })).toHaveTextContent('No id of its own');
  });
});
