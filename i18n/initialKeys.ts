/**
 * The catalogue keys the login page needs before anything else loads. The build ships only these
 * with the page; the whole catalogue loads with the login modals and with the portal
 * (i18n/catalogue.ts). A test renders the login page with this subset and finds no missing key.
 */
export const initialKeyPrefixes = [
  'App.',
  'Brand.',
  'DesignSystem.',
  'Login.',
  'Http.',
  'Update.',
  'ErrorModal.',
  'Server.',
];

export function isInitialKey(key: string): boolean {
  return initialKeyPrefixes.some((prefix) => key.startsWith(prefix));
}
