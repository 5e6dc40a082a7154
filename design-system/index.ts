// The design system's one import path.
export * from './theme';
export { DesignSystemProvider, useLabels, useBrand, type DesignSystemLabels } from './DesignSystemProvider';
export { Box, type BoxProps } from './atoms/Box/Box';
