/** Breakpoints in px. "large" is where the side menu stops being a temporary drawer. */
export const breakpoints = { mobile: 0, tablet: 768, large: 1024, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  belowLarge: `screen and (max-width: ${breakpoints.large - 1}px)`,
} as const;
