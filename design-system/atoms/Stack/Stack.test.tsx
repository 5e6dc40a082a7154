import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders its children in order inside the element named by `as`', () => {
    renderDs(
      <Stack as="ul" space="medium">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('list').tagName).toBe('UL');
  });

  it('accepts responsive space', () => {
    renderDs(
      <Stack space={{ mobile: 'small', large: 'xlarge' }} align="center">
        <p>Text</p>
      </Stack>,
    );
    expect(screen.getByText('Text')).toBeInTheDocument();
  });
});
