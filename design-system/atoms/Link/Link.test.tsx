import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Link } from './Link';

describe('Link', () => {
  it('is a link to its href and forwards its ref', () => {
    const ref = createRef<HTMLAnchorElement>();
    renderDs(
      <Link ref={ref} href="/reports" aria-current="page">
        Reports
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Reports' });
    expect(link).toHaveAttribute('href', '/reports');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).not.toHaveAttribute('target');
    expect(ref.current).toBe(link);
  });

  it('opens external links in a new tab safely', () => {
    renderDs(
      <Link href="https://example.com" external>
        Help centre
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Help centre' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets a router take over the click', async () => {
    const onClick = vi.fn((e: React.MouseEvent) => e.preventDefault());
    renderDs(
      <Link href="/home" onClick={onClick}>
        Home
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
