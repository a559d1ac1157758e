// Loads the app once a pre-rendered page has painted (ADR 0014). The page reads and lays out
// from its HTML and CSS alone; its scripts only make it interactive, so they must not compete
// with the first paint for bandwidth or main thread. A classic deferred script (the CSP forbids
// inline ones) reads what to load from its own data attributes, written by the build.
/* global document, requestAnimationFrame */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
  }
  function load() {
    for (var i = 0; i < preload.length; i += 1) add('link', { rel: 'modulepreload', crossorigin: '', href: preload[i] });
    add('script', { type: 'module', crossorigin: '', src: entry });
  }
  // A hidden tab paints no frames: load at once. Otherwise after the next frame: the animation
  // frame callback runs just before it is painted, the timeout just after.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
