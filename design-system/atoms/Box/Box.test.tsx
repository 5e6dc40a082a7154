import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Box } from './Box';

describe('Box', () => {
  it('renders the element named by `as` with native attributes', () => {
    renderDs(
      <Box as="section" aria-label="area" padding="large">
        content
      </Box>,
    );
    const region = screen.getByRole('region', { name: 'area' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveTextContent('content');
  });

  it('turns sprinkle props into classes, not attributes', () => {
    renderDs(<Box data-testid="b" padding="large" display={{ mobile: 'none', large: 'block' }} />);
    const el = screen.getByTestId('b');
    expect(el.getAttribute('padding')).toBeNull();
    expect(el.className.split(' ').length).toBeGreaterThan(2);
  });
});
