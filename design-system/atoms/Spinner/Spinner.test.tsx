import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Spinner } from './Spinner';
import * as styles from './Spinner.css';

describe('Spinner', () => {
  it('is a status with the default loading label', () => {
    renderDs(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('uses its own label', () => {
    renderDs(<Spinner label="Loading tickets" size="large" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets');
  });

  it('showLabel: the label is shown beside the mark, said once as the status', () => {
    renderDs(<Spinner label="Checking row 40 of 5,000…" showLabel />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Checking row 40 of 5,000…$/);
    expect(screen.getByText('Checking row 40 of 5,000…').className).toContain(styles.label);
  });

  it('delayed: announced at once, drawn only after its delay (a quick load never flashes it)', () => {
    renderDs(<Spinner delayed />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading');
    expect(status.className).toContain(styles.delayed);
    expect(styles.SPINNER_DELAY_MS).toBe(1000);
  });
});
