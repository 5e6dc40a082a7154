import { PopoverRoot, PopoverTrigger } from '@ark-ui/react/popover';
import { IconButton } from '../../atoms/IconButton/IconButton';
import { PopoverPanel } from '../Popover/PopoverPanel';

/** A figure's definition in a popover, open from its mount (DefinitionButton loads it on the first press). */
export function DefinitionPopover({
  label,
  definition,
}: {
  label: string;
  definition: { label: string; text: string };
}) {
  return (
    <PopoverRoot defaultOpen positioning={{ placement: 'bottom-end', gutter: 4 }} lazyMount unmountOnExit>
      <PopoverTrigger asChild>
        <IconButton label={definition.label} icon="info" variant="ghost" />
      </PopoverTrigger>
      <PopoverPanel title={label} text={definition.text} />
    </PopoverRoot>
  );
}
