/*
 * Starts the app's code on a page the server drew (decision 0035), once the page has painted: the
 * page needs only its HTML and CSS to show, so no script is fetched ahead of its first paint on a
 * phone's connection. The entry and the modules it needs come from this tag's data attributes,
 * written by the server; all are asked for at once, as the preloads in <head> would have been.
 */
(function () {
  // A form sent before its code has run (the page as the server drew it, or a part of it not yet
  // hydrated) would go as a plain GET of this address with its fields in the query (an e-mail in
  // the address bar, the history and a proxy's logs). Every form of the app is sent by its code,
  // which stops the browser's own sending; a submit that reaches the document unstopped is held
  // back, and the next press, once the code is in, is the app's.
  document.addEventListener('submit', function (event) {
    if (!event.defaultPrevented) event.preventDefault();
  });
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Each <link rel="modulepreload"> starts a fetch as it is added, a millisecond or more apiece on
  // a phone: they are added a few milliseconds' worth per task, so starting the app's downloads is
  // never one long task (issue 14 §1). The entry goes last; its imports are on their way by then.
  var BUDGET_MS = 4;
  var channel = new MessageChannel();
  function start() {
    var began = performance.now();
    while (preloads.length) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads.shift();
      document.head.appendChild(link);
      if (performance.now() - began > BUDGET_MS) {
        channel.port1.onmessage = start;
        channel.port2.postMessage(null);
        return;
      }
    }
    channel.port1.onmessage = null;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // After the load event and the next frame: by then the page has painted.
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
})();
