import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basePath } from '../../lib/basePath';
import { MerchantLogo } from './MerchantLogo';

describe('3-settings §4: the company logo in the header', () => {
  it('shows the uploaded logo under the base path, decorative (the name is beside it)', () => {
    const { container } = render(<MerchantLogo url="Company/MerchantLogo?merchantId=1001&v=2" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(`${basePath()}Company/MerchantLogo?merchantId=1001&v=2`);
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows nothing without a logo', () => {
    expect(render(<MerchantLogo url={null} />).container).toBeEmptyDOMElement();
  });
});
