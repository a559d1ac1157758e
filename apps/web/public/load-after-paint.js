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
  function element(tag, attributes) {
    var created = document.createElement(tag);
    for (var name in attributes) created.setAttribute(name, attributes[name]);
    return created;
  }
  // Each modulepreload starts a fetch on the main thread: 0.7 ms per link measured in Chromium
  // here, 1.5 ms while traced and ~5 ms in Lighthouse's trace, which its mobile profile then
  // counts four times. The 30 of /dashboard in one go were a 50 ms task; in batches of five,
  // still 25-33 ms each in Lighthouse's trace. So the entry script goes first, alone, and then
  // one link per task: the links only save round trips, the app never waits on them.
  function load() {
    document.head.appendChild(element('script', { type: 'module', crossorigin: '', src: entry }));
    if (preload.length === 0) return;
    var next = 0;
    // A message posts a task without the timer clamping of setTimeout in a background tab.
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      document.head.appendChild(element('link', { rel: 'modulepreload', crossorigin: '', href: preload[next] }));
      next += 1;
      if (next < preload.length) channel.port2.postMessage(null);
      else channel.port1.close();
    };
    channel.port2.postMessage(null);
  }
  var loaded = false;
  function loadOnce() {
    if (loaded) return;
    loaded = true;
    load();
  }
  // Whether the pre-rendered page shows nothing: no content, or only content for the other
  // session state (the dashboard's shell for a visitor without a session). Read from the markup
  // and the pre-paint script's mark, not from layout: forcing a layout here would lay the whole
  // page out once more before its first paint.
  function showsNothing(root) {
    var session = document.documentElement.hasAttribute('data-session');
    for (var child = root.firstElementChild; child; child = child.nextElementSibling) {
      var hidden = child.classList.contains(session ? 'when-no-session' : 'when-session');
      if (!hidden) return false;
    }
    return true;
  }
  var root = document.getElementById('root');
  // Load at once when there is nothing to paint first: a hidden tab paints no frames.
  if (document.visibilityState === 'hidden' || !root || showsNothing(root)) {
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
