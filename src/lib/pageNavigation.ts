/**
 * Leaving the portal for another page of the site (the hosted payment page): a full page load, which
 * the portal's router cannot do. One object, so a component test can watch where the portal went.
 */
export const pageNavigation = {
  assign(url: string) {
    window.location.assign(url);
  },
};
