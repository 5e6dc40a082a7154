import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Icon, iconNames } from './Icon';
import { icons } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = renderDs(<Icon name="menu" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image named by its label', () => {
    renderDs(<Icon name="warning" label="Warning" tone="caution" size="large" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeInTheDocument();
  });

  it('lists every icon once and draws each one', () => {
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect(Object.keys(icons).sort()).toEqual([...iconNames].sort());
    for (const name of iconNames) expect(icons[name].length).toBeGreaterThan(0);
  });
});
