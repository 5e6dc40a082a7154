import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with the default loading label', () => {
    renderDs(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses its own label', () => {
    renderDs(<Spinner label="Loading tickets" size="large" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets');
  });
});
