import type { FormEvent } from 'react';
import {
  Box,
  Button,
  Heading,
  Inline,
  Link,
  PasswordField,
  NativeCheckbox,
  NativeSelect,
  Spinner,
  Stack,
  Text,
  TextField,
  brandAssets,
  type BrandName,
} from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import { canSubmitLogin } from '../../../domain/login';
import * as styles from './LoginPage.css';
import { useLoginFields } from './useLoginFields';

export interface LoginFormValues {
  username: string;
  password: string;
  rememberMe: boolean;
}

export interface LoginPageProps {
  brand: BrandName;
  version: string | null;
  processing: boolean;
  defaultUsername: string;
  defaultRememberMe: boolean;
  /** The header's link to the lighter edition (hidden for the bank reseller); null hides it. */
  lighterEditionHref: string | null;
  onSubmit: (values: LoginFormValues) => void;
  /** Open the forgot-username and forgot-password modals. */
  onForgotUsername: () => void;
  onForgotPassword: () => void;
}

/**
 * The login screen (1-foundation.md §2 "Login screen"). Its one rule (§5: submit disabled while
 * username or password is empty) is canSubmitLogin of src/domain; the server validates the same
 * fields with logOnSchema. It holds three plain fields: no form library loads before the first page,
 * and "Remember me" is the platform's checkbox (NativeCheckbox): no state machine either.
 * Its modals (errors, forgot username or password, the steps after log-on) load with the first one.
 */
export function LoginPage(props: LoginPageProps) {
  const { t } = useT();
  const { username, setUsername, password, setPassword, rememberMe, setRememberMe, refs } = useLoginFields(
    props.defaultUsername,
    props.defaultRememberMe,
  );
  const asset = brandAssets[props.brand];
  const canSubmit = canSubmitLogin(username, password) && !props.processing;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit) props.onSubmit({ username, password, rememberMe });
  };

  return (
    <Box className={styles.page} background="login">
      <Box as="header" background="surface" boxShadow="small" paddingX="large" paddingY="small">
        <Inline space="medium" alignY="center" align="right">
          {props.lighterEditionHref ? (
            <Link href={props.lighterEditionHref}>{t('Login.LighterEdition')}</Link>
          ) : null}
          <Box width="auto">
            <NativeSelect
              label={t('Login.Language')}
              hideLabel
              options={[{ value: 'en-US', label: t('Login.LanguageEnglish') }]}
              defaultValue="en-US"
            />
          </Box>
          {props.version ? (
            <Text size="small" tone="muted">
              {t('Login.Version', { version: props.version })}
            </Text>
          ) : null}
        </Inline>
      </Box>
      <main className={styles.main}>
        <Box
          className={styles.card}
          background="surface"
          borderRadius="large"
          boxShadow="large"
          padding="xlarge"
        >
          <Stack space="large">
            <img className={styles.logo} src={asset.logo} alt={t(asset.logoAltKey)} width={220} height={56} />
            <Heading level={1}>{t('Login.Title')}</Heading>
            <form noValidate onSubmit={submit} aria-busy={props.processing}>
              <Stack space="large">
                <TextField
                  ref={refs.username}
                  label={t('Login.Username')}
                  name="username"
                  autoComplete="username"
                  required
                  autoFocus={!props.defaultUsername}
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
                <PasswordField
                  ref={refs.password}
                  label={t('Login.Password')}
                  name="password"
                  required
                  autoFocus={!!props.defaultUsername}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <NativeCheckbox
                  ref={refs.rememberMe}
                  label={t('Login.RememberMe')}
                  checked={rememberMe}
                  onCheckedChange={setRememberMe}
                />
                <Button type="submit" fullWidth disabled={!canSubmit}>
                  {t('Login.Submit')}
                </Button>
              </Stack>
            </form>
            <Inline space="small" align="space-between">
              <Button variant="ghost" size="small" aria-haspopup="dialog" onClick={props.onForgotUsername}>
                {t('Login.ForgotUsername')}
              </Button>
              <Button variant="ghost" size="small" aria-haspopup="dialog" onClick={props.onForgotPassword}>
                {t('Login.ForgotPassword')}
              </Button>
            </Inline>
          </Stack>
        </Box>
      </main>
      {props.processing ? (
        <Box className={styles.overlay} background="overlay" role="status" aria-live="assertive">
          <Stack space="medium" align="center">
            <Spinner size="large" label={t('Login.Processing')} />
            <Text tone="inverse" weight="medium">
              {t('Login.Processing')}
            </Text>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
