import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../../../design-system';
import { designSystemLabels } from '../../../../i18n/designSystemLabels';
import messages from '../../../../i18n/en-US.json';
import { isInitialKey } from '../../../../i18n/initialKeys';
import { IntlProvider } from '../../../../i18n/IntlProvider';
import { createBackroomIntl, missingMarker } from '../../../../i18n/intl';
import { LoginPage } from './LoginPage';

describe('the login page ships with the initial keys only', () => {
  it('renders every text from the initial subset of the catalogue (no missing key)', () => {
    const subset = Object.fromEntries(Object.entries(messages).filter(([key]) => isInitialKey(key)));
    const intl = createBackroomIntl(subset);
    render(
      <IntlProvider intl={intl}>
        <DesignSystemProvider labels={designSystemLabels(intl)} brand="default">
          <LoginPage
            brand="default"
            version="1.0.0"
            processing
            defaultUsername=""
            defaultRememberMe={false}
            lighterEditionHref="/Portal/NewUi"
            onSubmit={() => {}}
            onForgotUsername={() => {}}
            onForgotPassword={() => {}}
          />
        </DesignSystemProvider>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(missingMarker);
  });
});
