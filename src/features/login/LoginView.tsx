import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/IntlProvider';
import { accountApi, useVersion } from '../../api/account';
import { useResellerConfiguration } from '../../api/reseller';
import { readRemembered, saveCsrfToken, saveLoginState } from '../../api/localState';
import type { LoginResult } from '../../domain/login';
import { brandOfReseller } from '../../domain/brand';
import { portalBase } from '../../lib/basePath';
import { initialBrand, useBrandState } from '../../lib/brand';
import { LoginPage, type LoginFormValues } from './LoginPage';

/** The login screen's data and navigation: log on, keep the csrf token and local state, enter the portal. */
export function LoginView() {
  const { t } = useT();
  const [, navigate] = useLocation();
  const reseller = useResellerConfiguration();
  const version = useVersion();
  const brand = reseller.data?.Entity ? brandOfReseller(reseller.data.Entity.ResellerId) : initialBrand();
  const [processing, setProcessing] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);
  const remembered = readRemembered();

  const { setBrand } = useBrandState();
  useEffect(() => setBrand(brand), [brand, setBrand]);

  const onSubmit = async (values: LoginFormValues) => {
    setProcessing(true);
    setErrorMessage(null);
    try {
      const result = await accountApi.logOn(values.username.trim(), values.password);
      if (!result.success) {
        setErrorMessage(t(`Login.Error.${result.errorCode ?? 'I'}`));
        return;
      }
      const csrf = await accountApi.getCsrfToken();
      if (csrf.Entity) saveCsrfToken(csrf.Entity);
      saveLoginState(result as LoginResult, values.username.trim(), values.rememberMe);
      navigate(`~${portalBase()}`);
    } catch (err) {
      setErrorMessage((err as Error).message || t('Login.Error.Unknown'));
    } finally {
      setProcessing(false);
    }
  };

  return (
    <LoginPage
      brand={brand}
      version={version.data?.Entity ?? null}
      processing={processing}
      errorMessage={errorMessage}
      defaultUsername={remembered.username}
      defaultRememberMe={remembered.rememberMe}
      onSubmit={onSubmit}
      onDismissError={() => setErrorMessage(null)}
    />
  );
}
