/*
 * The classic pages' side of the frame messages (1-foundation.md §2 "Frame messages"). Served as a
 * file (the content security policy forbids inline scripts) and referenced by every classic page.
 * In the portal's frame it reports the page's loading state, masks the portal while a <dialog> is
 * open, shows message texts as the portal's toasts and asks the portal to navigate; opened on its
 * own (no parent) it does nothing, and links keep their plain href.
 */
(() => {
  const SOURCE = 'backroom-legacy';
  const PORTAL_SOURCE = 'backroom-portal';
  const framed = window.parent !== window;
  const parentOrigin = (() => {
    try {
      if (document.referrer) return new URL(document.referrer).origin;
    } catch (_e) {
      // no usable referrer: the portal is on this origin
    }
    return window.location.origin;
  })();

  function post(message) {
    if (!framed) return;
    message.source = SOURCE;
    try {
      window.parent.postMessage(message, parentOrigin);
    } catch (_e) {
      // the portal is gone or on another origin: nothing to tell
    }
  }

  const api = {
    loading: (on) => post({ type: 'loading', loading: !!on }),
    mask: (on) => post({ type: 'modalMask', on: !!on }),
    hideAllMasks: () => post({ type: 'hideAllMasks' }),
    message: (text, tone) => post({ type: 'message', text: String(text), tone: tone || 'info' }),
    redirect: (path) => post({ type: 'redirect', path: String(path) }),
    csrfToken: null,
  };
  window.backroomFrame = api;

  function ready() {
    document.documentElement.setAttribute('data-framed', framed ? 'true' : 'false');
    const dialogs = document.querySelectorAll('dialog');
    for (let i = 0; i < dialogs.length; i++) dialogs[i].addEventListener('close', () => api.mask(false));
    api.loading(false);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();

  // Leaving for another classic page: the portal shows its spinner until that page reports.
  window.addEventListener('beforeunload', () => api.loading(true));

  document.addEventListener('click', (event) => {
    const target = event.target;
    if (!target?.closest) return;
    const redirect = target.closest('[data-portal-redirect]');
    if (redirect && framed) {
      event.preventDefault();
      api.redirect(redirect.getAttribute('data-portal-redirect'));
      return;
    }
    const message = target.closest('[data-portal-message]');
    if (message) {
      event.preventDefault();
      api.message(message.getAttribute('data-portal-message'), message.getAttribute('data-tone'));
      return;
    }
    const opener = target.closest('[data-open-dialog]');
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute('data-open-dialog'));
      if (dialog && typeof dialog.showModal === 'function') {
        event.preventDefault();
        dialog.showModal();
        api.mask(true);
      }
    }
  });

  // What the portal tells the page: the csrf token after a session renewal.
  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data;
    if (
      data &&
      data.source === PORTAL_SOURCE &&
      data.type === 'csrfToken' &&
      typeof data.token === 'string'
    ) {
      api.csrfToken = data.token;
    }
  });
})();
