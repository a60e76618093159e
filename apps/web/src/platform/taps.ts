/**
 * Taps on a drawn page before the app has hydrated it (docs/architecture.md#taps-before-hydration).
 * The page carries `TAP_CATCHER` inline: from the first paint it holds back every tap on a control
 * (a button, a box to tick, its label) and keeps the control, once however often it was tapped;
 * links and text fields work as the browser makes them. Once the screen has hydrated,
 * `replayTaps` hands each kept tap to the app. Nothing is hidden from a screen reader meanwhile,
 * and it needs nothing newer than the oldest webview the build targets.
 */
export const TAP_CATCHER = `(function(){var q=[],d=document;function h(e){var t=e.target;t=t&&t.closest&&t.closest('button,[role=button],input[type=checkbox],input[type=radio],input[type=submit],label,summary');if(!t)return;e.preventDefault();e.stopPropagation();if(q.indexOf(t)<0)q.push(t)}d.addEventListener('click',h,true);window.tenoraTaps=function(){d.removeEventListener('click',h,true);var r=q;q=[];return r}})()`;

export function replayTaps(): void {
  const w = window as { tenoraTaps?: () => Element[] };
  const taps = w.tenoraTaps?.();
  delete w.tenoraTaps;
  for (const el of taps ?? []) if (el.isConnected && el instanceof HTMLElement) el.click();
}
