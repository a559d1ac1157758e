// Runs before first paint (loaded by index.html; the CSP forbids inline scripts).
// Applies the stored theme, or the system preference when none is stored, and marks a stored
// session on <html> so pre-rendered pages show the signed-in header before React runs.
/* global window, document */
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
