import type { TextTone } from '../Text/tones';
import * as styles from './Icon.css';
import { type IconName, icons } from './icons';

export { iconNames, type IconName } from './icons';
export const iconSizes = ['small', 'standard', 'large'] as const;

export interface IconProps {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** Defaults to the colour of the surrounding text. */
  tone?: TextTone;
  /** When given, the icon is an image with this name; otherwise it is decorative and hidden. */
  label?: string;
}

/** A 24×24 stroke icon drawn inline; decorative unless it has a label. */
export function Icon({ name, size, tone, label }: IconProps) {
  const className = [styles.icon({ size }), tone ? styles.tone[tone] : undefined].filter(Boolean).join(' ');
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
