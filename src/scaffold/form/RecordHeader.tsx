import type { ReactNode } from 'react';
import { Heading, IconButton, Inline, Stack } from '../../../design-system';
import { LastChangedBy } from '../history/LastChangedBy';
import type { ChangeHistoryState } from '../history/useChangeHistory';

export interface RecordHeaderProps {
  title: string;
  backLabel: string;
  onBack: () => void;
  /** Who changed the record last (issue 7 §5); none for a new record. */
  history?: ChangeHistoryState;
  /** The record's own actions (e.g. Duplicate); Delete is the save bar's (FormScreenLayout's deletion). */
  actions?: ReactNode;
}

/** The head of a detail screen (docs/building-a-screen.md): Back, the record's title with "Last changed by", its actions. */
export function RecordHeader({ title, backLabel, onBack, history, actions }: RecordHeaderProps) {
  return (
    <Inline space="small" alignY="center" align="space-between">
      <Inline space="small" alignY="center">
        <IconButton label={backLabel} icon="arrowLeft" variant="soft" onClick={onBack} />
        <Stack space="xxsmall">
          <Heading level={2}>{title}</Heading>
          {history ? <LastChangedBy history={history} /> : null}
        </Stack>
      </Inline>
      {actions ? <Inline space="small">{actions}</Inline> : null}
    </Inline>
  );
}
