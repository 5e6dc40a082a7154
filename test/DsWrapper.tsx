import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DesignSystemProvider } from '../design-system/DesignSystemProvider';
import type { BrandName } from '../design-system/theme/brands';
import { designSystemLabels } from '../i18n/designSystemLabels';
import { createBackroomIntl } from '../i18n/intl';

const intl = createBackroomIntl();

export function DsWrapper({ children, brand = 'default' }: { children: ReactNode; brand?: BrandName }) {
  return (
    <DesignSystemProvider labels={designSystemLabels(intl)} brand={brand}>
      <div data-brand={brand}>{children}</div>
    </DesignSystemProvider>
  );
}

/** Renders a design-system component with its provider (labels from the catalogue, a brand). */
export function renderDs(ui: ReactElement, options?: RenderOptions & { brand?: BrandName }) {
  return render(ui, {
    wrapper: ({ children }) => <DsWrapper brand={options?.brand}>{children}</DsWrapper>,
    ...options,
  });
}
