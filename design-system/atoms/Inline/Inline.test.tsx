import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Inline } from './Inline';

describe('Inline', () => {
  it('renders its children side by side in the element named by `as`', () => {
    renderDs(
      <Inline as="nav" space="small" align="space-between" alignY="top">
        <a href="#a">A</a>
        <a href="#b">B</a>
      </Inline>,
    );
    expect(screen.getByRole('navigation')).toContainElement(screen.getByRole('link', { name: 'B' }));
  });

  it('collapses below a breakpoint and can refuse to wrap', () => {
    renderDs(
      <Inline space={{ mobile: 'small', tablet: 'large' }} collapseBelow="tablet" wrap={false}>
        <span>One</span>
        <span>Two</span>
      </Inline>,
    );
    expect(screen.getByText('One').parentElement).toContainElement(screen.getByText('Two'));
  });
});
