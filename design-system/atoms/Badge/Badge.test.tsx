import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDs } from '../../../test/DsWrapper';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('renders its text in every tone', () => {
    renderDs(
      <div>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </div>,
    );
    for (const tone of badgeTones) expect(screen.getByText(tone)).toBeInTheDocument();
  });
});
