import { Alert, Modal } from '../../../../design-system';
import { useT } from '../../../../i18n/IntlProvider';
import type { MessageKey } from '../../../../i18n/intl';
import { LoginError, type LoginErrorCode } from '../../../domain/login';

/** The title of each login error code's modal (1-foundation.md §8); N, M and S share the generic one. */
const errorTitleKey: Record<LoginErrorCode, MessageKey> = {
  I: 'IncorrectLogin.Title',
  L: 'LockedOut.Title',
  A: 'AccountNotApproved.Title',
  F: 'NoFeatureForRole.Title',
  X: 'DeactivatedMerchant.Title',
  D: 'DeactivatedStore.Title',
  N: 'ErrorModal.Title',
  M: 'ErrorModal.Title',
  S: 'ErrorModal.Title',
};

const knownCodes = new Set<string>(Object.values(LoginError));
const isKnownCode = (code: string): code is LoginErrorCode => knownCodes.has(code);

/** The title and message keys of a log-on error code; a code the portal does not know says so plainly. */
export function loginErrorKeys(code: string): { title: MessageKey; message: MessageKey } {
  return isKnownCode(code)
    ? { title: errorTitleKey[code], message: `Login.Error.${code}` }
    : { title: 'ErrorModal.Title', message: 'Login.Error.Unknown' };
}

/** The modal of a log-on error code (1-foundation.md §8): its title, its message and OK. */
export function LoginErrorDialog({ code, onClose }: { code: string; onClose: () => void }) {
  const { t } = useT();
  const keys = loginErrorKeys(code);
  return (
    <Modal
      open
      title={t(keys.title)}
      onDismiss={onClose}
      actions={[{ label: t('Login.Ok'), onClick: onClose }]}
    >
      <Alert tone="critical">{t(keys.message)}</Alert>
    </Modal>
  );
}
