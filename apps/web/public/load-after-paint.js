// Loads the app once a pre-rendered page has painted (ADR 0014). The page reads and lays out
// from its HTML and CSS alone; its scripts only make it interactive, so they must not compete
// with the first paint for bandwidth or main thread. A classic deferred script (the CSP forbids
// inline ones) reads what to load from its own data attributes, written by the build.
/* global window, document, requestAnimationFrame */
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
  var loaded = false;
  function loadOnce() {
    if (loaded) return;
    loaded = true;
    load();
  }
  var root = document.getElementById('root');
  // Load at once when there is nothing to paint first: a hidden tab paints no frames, and a page
  // hidden by CSS (the dashboard's shell for a visitor without a session) paints nothing.
  if (document.visibilityState === 'hidden' || !root || root.getBoundingClientRect().height === 0) {
    loadOnce();
    return;
  }
  // Otherwise once the browser reports the first contentful paint as presented (a frame's
  // callbacks run before it reaches the screen), with a fallback should that report not come.
  var Observer = window.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') !== -1) {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        setTimeout(loadOnce, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(loadOnce, 1000);
  } else {
    requestAnimationFrame(function () {
      setTimeout(loadOnce, 0);
    });
  }
})();
