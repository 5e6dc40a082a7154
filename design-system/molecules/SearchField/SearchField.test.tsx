import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a search box that clears with its button', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    renderDs(<SearchField label="Search items" onValueChange={onValueChange} onChange={onChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search items' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(input, 'tea');
    expect(onValueChange).toHaveBeenLastCalledWith('tea');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  it('clears with Escape when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('coffee');
      return <SearchField label="Search" value={value} onValueChange={setValue} />;
    }
    renderDs(<Controlled />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('coffee');
    input.focus();
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('offers no clear button when disabled', () => {
    renderDs(<SearchField label="Search" defaultValue="x" disabled />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});
