import './global.css';
import './defaultTheme.css';
import './bankTheme.css';

export { vars } from './contract.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, mediaQuery, type Breakpoint } from './breakpoints';
export { brandNames, brandAssets, brandAttribute, type BrandName } from './brands';
export type { Tokens } from './tokens/makeTokens';
