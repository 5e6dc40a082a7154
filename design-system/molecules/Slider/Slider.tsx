import {
  SliderControl,
  SliderHiddenInput,
  SliderLabel,
  SliderRange,
  SliderRoot,
  SliderThumb,
  SliderTrack,
  SliderValueText,
} from '@ark-ui/react/slider';
import { useId } from 'react';
import { VisuallyHidden } from '../../atoms/VisuallyHidden/VisuallyHidden';
import * as styles from './Slider.css';

/**
 * A thumb's box: the touch target (vars.size.touchTarget, Slider.css.ts). Given to Ark rather than
 * measured, so the thumbs are placed from the first render (a server's render too, and jsdom).
 */
const THUMB_SIZE = { width: 44, height: 44 };

export interface SliderProps {
  /** The slider's visible label (the group's name). */
  label: string;
  /** One value per thumb (two for a range). */
  value: readonly number[];
  onValueChange?: (value: number[]) => void;
  min: number;
  max: number;
  step: number;
  /** Each thumb's name, read after the slider's label ("Clock-in window, Earliest"). */
  thumbLabels: readonly string[];
  /** What a thumb's value means, read out as its aria-valuetext ("10 minutes early"). */
  valueText: (value: number, index: number) => string;
  /** How many steps apart the thumbs of a range stay at the least (a thumb's bounds follow its neighbour's value). */
  minStepsBetweenThumbs?: number;
  /** Shown beside the label: what the slider's values mean together. */
  summary?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A slider of one or more thumbs (Ark Slider): each thumb is a `slider` role with its own name and
 * an aria-valuetext in the screen's words; arrow keys move a thumb one step, Page Up/Down ten, Home
 * and End to the ends. Controlled: the screen keeps the values (and may hold a thumb within its
 * own bounds by giving back other values). Every thumb is a 44 px touch target.
 */
export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step,
  thumbLabels,
  valueText,
  minStepsBetweenThumbs = 0,
  summary,
  disabled,
  name,
}: SliderProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const thumbLabelId = (index: number) => `${id}-thumb-${index}`;
  return (
    <SliderRoot
      ids={{ label: labelId }}
      className={styles.root}
      value={[...value]}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={minStepsBetweenThumbs}
      disabled={disabled}
      name={name}
      // a thumb is named by the slider's label and its own (two sliders' thumbs are told apart)
      aria-labelledby={thumbLabels.map((_, index) => `${labelId} ${thumbLabelId(index)}`)}
      getAriaValueText={(details) => valueText(details.value, details.index)}
      onValueChange={(details) => onValueChange?.(details.value)}
      thumbAlignment="contain"
      thumbSize={THUMB_SIZE}
    >
      <div className={styles.head}>
        <SliderLabel className={styles.label}>{label}</SliderLabel>
        {summary ? <SliderValueText className={styles.summary}>{summary}</SliderValueText> : null}
      </div>
      {thumbLabels.map((thumbLabel, index) => (
        <VisuallyHidden key={thumbLabel} id={thumbLabelId(index)}>
          {thumbLabel}
        </VisuallyHidden>
      ))}
      <SliderControl className={styles.control}>
        <SliderTrack className={styles.track}>
          <SliderRange className={styles.range} />
        </SliderTrack>
        {value.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a thumb is its position in the value
          <SliderThumb key={index} index={index} className={styles.thumb}>
            <SliderHiddenInput />
          </SliderThumb>
        ))}
      </SliderControl>
    </SliderRoot>
  );
}
