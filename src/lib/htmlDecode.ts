/** The portal's import path of the one HTML decoder (src/domain/htmlText.ts, which the server uses too). */
export { htmlDecode } from '../domain/htmlText';
