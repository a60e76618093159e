/**
 * The one script a drawn page carries inline, allowed by its request's nonce
 * (docs/architecture.md#pages). It does two things:
 * - **Taps before hydration** (docs/architecture.md#taps-before-hydration): from the first paint it
 *   holds back every tap on a control (a button, a box to tick or its label) and keeps the
 *   control, once however often it was tapped; links, and text fields and their labels, work as
 *   the browser makes them. Once the screen has hydrated, `replayTaps` hands each kept tap to the
 *   app. Nothing is hidden from a screen reader meanwhile, and it needs nothing newer than the
 *   oldest webview the build targets.
 * - **The app after the first paint.** The page reads whole from its HTML, so the app's files
 *   (`data-app`, the entry, and `data-preload`, what it and the screen import) are asked for once
 *   the browser reports its first paint: fetched before, they share a slow network with the
 *   paint and held it back by about a second on Lighthouse's slow phone. A page opened in the
 *   background, which never paints, starts them after 3 s.
 */
export const PAGE_SCRIPT = `(function(){var q=[],d=document;function h(e){var t=e.target;if(!t||!t.closest||t.closest('a'))return;var c=t.closest('button,[role=button],input[type=checkbox],input[type=radio],input[type=submit],summary,label');if(!c)return;if(c.tagName==='LABEL'){var f=c.control;if(!f||(f.type!=='checkbox'&&f.type!=='radio'))return;c=f}e.preventDefault();e.stopPropagation();if(q.indexOf(c)<0)q.push(c)}d.addEventListener('click',h,true);window.tenoraTaps=function(){d.removeEventListener('click',h,true);var r=q;q=[];return r};var me=d.currentScript,app=me&&me.getAttribute('data-app');if(!app)return;var files=(me.getAttribute('data-preload')||'').split(' '),started=false;function start(){if(started)return;started=true;for(var i=0;i<files.length;i++){if(!files[i])continue;var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=files[i];d.head.appendChild(l)}var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=app;d.head.appendChild(s)}function later(){setTimeout(start,0)}try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)later()}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(later)}setTimeout(start,3000)})()`;

/**
 * Hands the held taps to the app, in the order they were made, one a task: each is then made on
 * the screen as the one before left it (a way to pay chosen, then its button), as the borrower
 * made them, not all against the state before the first.
 */
export function replayTaps(): void {
  const w = window as { tenoraTaps?: () => Element[] };
  const taps = w.tenoraTaps?.() ?? [];
  delete w.tenoraTaps;
  const next = (i: number): void => {
    const el = taps[i];
    if (!el) return;
    if (el.isConnected && el instanceof HTMLElement) el.click();
    window.setTimeout(() => next(i + 1), 0);
  };
  if (taps.length > 0) window.setTimeout(() => next(0), 0);
}
