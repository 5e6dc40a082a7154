import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the element of its level', () => {
    renderDs(<Heading level={1}>Title</Heading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeInTheDocument();
  });

  it('separates visual level from the outline with `as`', () => {
    renderDs(
      <Heading level={1} as="h2" id="h">
        Section
      </Heading>,
    );
    const h = screen.getByRole('heading', { level: 2, name: 'Section' });
    expect(h).toHaveAttribute('id', 'h');
  });
});
