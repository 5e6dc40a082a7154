import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html, body', { margin: 0, padding: 0 });
globalStyle('body', {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

/** What a printed page leaves out: controls and actions marked data-print="hidden" (a report's period, its buttons). */
globalStyle('[data-print="hidden"]', { '@media': { print: { display: 'none !important' } } });
globalStyle('body', { '@media': { print: { background: 'white' } } });
