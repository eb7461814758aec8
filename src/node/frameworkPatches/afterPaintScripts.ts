/**
 * Gatsby ends every page with <script async> tags for its runtime, React and the app. On a
 * slow connection they compete with the page for bandwidth and, once they arrive, their
 * evaluation can hold back the paint of the content (Lighthouse's LCP on a simulated mobile
 * connection), although the text is already in the HTML.
 * Instead, the page asks for them just after its first paint: the content shows first, then
 * the page hydrates. Safety nets cover browsers without paint timing and background tabs,
 * where nothing is painted.
 */
import { scriptLiteral } from "../../lib/inlineCode";

/** How long after the load event the scripts are requested if no paint was reported. */
export const SCRIPTS_FALLBACK_AFTER_LOAD_MS = 500;

export function afterPaintScriptsLoader(srcs: string[]): string {
  return `(function(){var srcs=${scriptLiteral(srcs)},started=false;
function load(){if(started)return;started=true;for(var i=0;i<srcs.length;i++){var s=document.createElement("script");s.src=srcs[i];s.async=false;document.body.appendChild(s)}}
function afterPaint(){requestAnimationFrame(function(){setTimeout(load,0)})}
try{new PerformanceObserver(function(l,o){o.disconnect();afterPaint()}).observe({type:"paint",buffered:true})}catch(e){}
addEventListener("load",function(){setTimeout(load,${SCRIPTS_FALLBACK_AFTER_LOAD_MS})});})();`;
}

/** Gatsby's script tags in the scripts slice: `<script src="/…js" async></script>`. */
const SCRIPT_TAG = /<script src="(\/[^"]+\.js)" async><\/script>/g;

/**
 * Replaces the slice's script tags with one loader that requests them after the first paint.
 * Throws if there is none, so a change in Gatsby fails the build instead of a page that never
 * hydrates.
 */
export function loadSliceScriptsAfterPaint(slice: string): string {
  const srcs = [...slice.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  if (srcs.length === 0) throw new Error("the scripts slice has no <script src async> tags (has Gatsby changed it?)");
  let first = true;
  return slice.replace(SCRIPT_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script>${afterPaintScriptsLoader(srcs)}</script>`;
  });
}
