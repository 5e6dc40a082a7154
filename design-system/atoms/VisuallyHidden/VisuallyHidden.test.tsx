import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    renderDs(
      <button type="button">
        <VisuallyHidden>Extra</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Extra' })).toBeInTheDocument();
  });

  it('renders the element named by `as`', () => {
    renderDs(<VisuallyHidden as="h2">Section</VisuallyHidden>);
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
  });
});
