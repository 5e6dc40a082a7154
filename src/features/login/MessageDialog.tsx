import { Alert, Button, Text } from '../../../design-system';
import { LoginDialog } from './LoginDialog';

export interface MessageDialogAction {
  label: string;
  onClick: () => void;
  variant?: 'solid' | 'ghost';
}

export interface MessageDialogProps {
  title: string;
  message: string | null;
  /** 'critical' shows the message as an error (announced at once); 'info' as plain text. */
  tone?: 'info' | 'critical';
  /** The buttons, the main one last. */
  actions: MessageDialogAction[];
  /** Escape and the close button; defaults to the last action. */
  onDismiss?: () => void;
}

/**
 * A modal with a title, a message and buttons: the login error modals (1-foundation.md §8), the
 * generic error modal, the place-of-use notice and the update-payment notice.
 */
export function MessageDialog({ title, message, tone = 'info', actions, onDismiss }: MessageDialogProps) {
  const main = actions.at(-1);
  return (
    <LoginDialog
      title={title}
      onDismiss={onDismiss ?? main?.onClick}
      actions={actions.map((action, index) => (
        <Button
          key={action.label}
          variant={action.variant ?? (index === actions.length - 1 ? 'solid' : 'ghost')}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      ))}
    >
      {message ? (
        tone === 'critical' ? (
          <Alert tone="critical">{message}</Alert>
        ) : (
          <Text as="p">{message}</Text>
        )
      ) : null}
    </LoginDialog>
  );
}
