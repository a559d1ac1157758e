// Runs before first paint (loaded by index.html; the CSP forbids inline scripts).
// Applies the stored theme, or the system preference when none is stored.
/* global window, document */
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('verity-theme');
  } catch {
    stored = null;
  }
  var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var dark = stored === 'dark' || (stored !== 'light' && prefersDark);
  var root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
