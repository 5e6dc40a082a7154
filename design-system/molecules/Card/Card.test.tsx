import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { expectNoAxeViolations } from '../../../test/axe';
import { Card } from './Card';
import * as styles from './Card.css';

describe('Card', () => {
  it('is a region named by its heading', async () => {
    const { container } = renderDs(
      <Card title="Balance">
        <p>$120.00 due</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Balance' }));
    expect(region).toHaveTextContent('$120.00 due');
    await expectNoAxeViolations(container);
  });

  it('takes a whole row of its grid only when asked', () => {
    renderDs(
      <>
        <Card title="Cell">a</Card>
        <Card title="Row" span="row">
          b
        </Card>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Cell' })).not.toHaveClass(styles.fullRow);
    expect(screen.getByRole('region', { name: 'Row' })).toHaveClass(styles.fullRow);
  });
});
