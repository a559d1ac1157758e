// Runs in <head>, before the page's body is parsed and painted (loaded by index.html; the CSP
// forbids inline scripts). Applies the stored theme, or the system preference when none is
// stored; marks a stored session on <html> so pre-rendered pages show the signed-in header before
// React runs; and holds what is pressed or submitted before the app has loaded (ADR 0029): the
// page's buttons are on screen long before its scripts, and a deferred script would be too late.
/* global window, document, MutationObserver, Element */
(function () {
  var root = document.documentElement;
  var stored = null;
  try {
    stored = window.localStorage.getItem('verity-theme');
  } catch {
    stored = null;
  }
  var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = stored === 'dark' || (stored !== 'light' && prefersDark);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  // Same test as hasStoredSession() in src/lib/auth-config.ts.
  try {
    var session = JSON.parse(window.localStorage.getItem('verity.auth') || 'null');
    if (
      session &&
      typeof session.access_token === 'string' &&
      typeof session.refresh_token === 'string' &&
      typeof session.expires_at === 'number'
    ) {
      root.setAttribute('data-session', 'stored');
    }
  } catch {
    // No storage or a damaged entry: signed out.
  }
})();
// Until the app has hydrated, the page's buttons have no handlers: a click on one does nothing, and
// a form's submit would be done by the browser itself, reloading the page and losing what was
// typed. So the last such action is held, and once the app marks itself ready
// (<html data-app="ready">) the same button is clicked again, which the app now handles (a click
// also hydrates a part of the page not hydrated yet, ADR 0022). From the moment React listens
// (<html data-app="hydrating">, set as hydration starts) it replays such events itself, so
// nothing is held from then on: holding them too would do the action twice.
(function () {
  var html = document.documentElement;
  var form = null;
  var button = null;
  function appListens() {
    return html.hasAttribute('data-app');
  }
  function holdSubmit(event) {
    if (appListens()) return;
    event.preventDefault();
    form = event.target;
    button = event.submitter || null;
  }
  function holdClick(event) {
    if (appListens() || !(event.target instanceof Element)) return;
    var clicked = event.target.closest('button, [role="button"]');
    // A link navigates by itself; a form's submit button is held as the form's submit.
    if (!clicked || clicked.closest('a[href]') || (clicked.type === 'submit' && clicked.form)) return;
    form = null;
    button = clicked;
  }
  // A field whose Enter the app makes a submit (data-enter-submits: the landing's claim box) would
  // take a new line instead, and the claim would never be sent.
  function holdEnter(event) {
    var field = event.target;
    if (appListens() || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    if (!(field instanceof Element) || !field.hasAttribute('data-enter-submits') || !field.form) return;
    event.preventDefault();
    form = field.form;
    button = null;
  }
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('click', holdClick, true);
  document.addEventListener('keydown', holdEnter, true);
  new MutationObserver(function (records, observer) {
    if (html.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('keydown', holdEnter, true);
    // An implicit submission (Enter in a field) clicks the form's default button too. A button
    // the app has disabled since (a run under way, a plan's limit reached) is not clicked.
    var again = button && button.isConnected ? button : null;
    if (!again && form && form.isConnected) {
      again = form.querySelector('button:not([type]), button[type="submit"], input[type="submit"]');
      if (!again) form.requestSubmit();
    }
    if (again && !again.disabled && again.getAttribute('aria-disabled') !== 'true') again.click();
  }).observe(html, { attributes: true, attributeFilter: ['data-app'] });
})();
