import { lazy } from 'react';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { OnFirstUse } from '../../atoms/OnFirstUse/OnFirstUse';

const DefinitionPopover = lazy(() =>
  import('./DefinitionPopover').then((m) => ({ default: m.DefinitionPopover })),
);

export interface DefinitionButtonProps {
  /** What is defined ("Net sales"): the popover's title. */
  term: string;
  /** The button's name ("About net sales"). */
  label: string;
  /** The definition. */
  text: string;
}

/**
 * An info button whose popover gives a figure's definition (Ark Popover: opens on tap, click, Enter
 * or Space; Escape or the close button shuts it and focus returns). The popover and its positioning
 * load on the first press (OnFirstUse), so a page of figures starts without a popover machine each.
 */
export function DefinitionButton({ term, label, text }: DefinitionButtonProps) {
  return (
    <OnFirstUse<void>
      idle={(use) => (
        <IconButton
          label={label}
          icon="info"
          variant="ghost"
          aria-haspopup="dialog"
          aria-expanded={false}
          onClick={() => use()}
        />
      )}
      loaded={() => <DefinitionPopover label={term} definition={{ label, text }} />}
    />
  );
}
