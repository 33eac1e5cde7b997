// Starts the app on a page whose first screen the server wrote as markup (apps/server/src/platform/web-app.ts): the
// page lists the app's modules instead of loading them, so the stylesheets and the lead banner have the connection to
// themselves and are painted first. Once the banner is in (or after 2 s at most), and a frame has been drawn, the
// modules load: their chunks preloaded side by side, then the entry, which replaces the markup with the app.
(() => {
  const list = document.getElementById('app-modules');
  if (!list) return;
  const { entry, preload } = JSON.parse(list.textContent || '{}');
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const lead = document.querySelector('[data-lead-image]');
  if (!lead || lead.complete) {
    afterNextPaint();
    return;
  }
  lead.addEventListener('load', afterNextPaint, { once: true });
  lead.addEventListener('error', afterNextPaint, { once: true });
  setTimeout(start, 2000);
})();
