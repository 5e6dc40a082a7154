import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { bankTokens } from './tokens/bank';

/** Bank white-label brand (reseller 10017). */
createGlobalTheme('[data-brand="bank"]', vars, bankTokens);
