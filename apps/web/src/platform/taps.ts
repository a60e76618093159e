/**
 * Taps on a drawn page before the app has hydrated it (docs/architecture.md#taps-before-hydration).
 * The page carries `TAP_CATCHER` inline: from the first paint it holds back every tap on a control
 * (a button, a box to tick or its label) and keeps the control, once however often it was tapped;
 * links, and text fields and their labels, work as the browser makes them. Once the screen has hydrated,
 * `replayTaps` hands each kept tap to the app. Nothing is hidden from a screen reader meanwhile,
 * and it needs nothing newer than the oldest webview the build targets.
 */
export const TAP_CATCHER = `(function(){var q=[],d=document;function h(e){var t=e.target;if(!t||!t.closest||t.closest('a'))return;var c=t.closest('button,[role=button],input[type=checkbox],input[type=radio],input[type=submit],summary,label');if(!c)return;if(c.tagName==='LABEL'){var f=c.control;if(!f||(f.type!=='checkbox'&&f.type!=='radio'))return;c=f}e.preventDefault();e.stopPropagation();if(q.indexOf(c)<0)q.push(c)}d.addEventListener('click',h,true);window.tenoraTaps=function(){d.removeEventListener('click',h,true);var r=q;q=[];return r}})()`;

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
