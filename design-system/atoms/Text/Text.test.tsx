import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Text } from './Text';

describe('Text', () => {
  it('renders a span by default and the element named by `as`', () => {
    renderDs(
      <>
        <Text>Plain</Text>
        <Text as="p" tone="critical" weight="strong" size="small" id="t1">
          Paragraph
        </Text>
      </>,
    );
    expect(screen.getByText('Plain').tagName).toBe('SPAN');
    const p = screen.getByText('Paragraph');
    expect(p.tagName).toBe('P');
    expect(p).toHaveAttribute('id', 't1');
  });

  it('can label an input', () => {
    renderDs(
      <>
        <Text as="label" htmlFor="name">
          Name
        </Text>
        <input id="name" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('truncates with the full text as title', () => {
    renderDs(
      <Text truncate title="A long text">
        A long text
      </Text>,
    );
    expect(screen.getByText('A long text')).toHaveAttribute('title', 'A long text');
  });
});
