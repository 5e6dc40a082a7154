import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { defaultTokens } from './tokens/default';

/** Default brand: applies at the root and wherever data-brand="default" is set. */
createGlobalTheme(':root, [data-brand="default"]', vars, defaultTokens);
