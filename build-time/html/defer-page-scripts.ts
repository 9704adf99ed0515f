/**
 * Gatsby ends every page with its scripts (webpack runtime, framework, app) as `async` tags in the slice it
 * calls `_gatsby-scripts`. The browser finds them at once and fetches them while the page is still being laid
 * out for its first paint, and on a slow phone runs them before it. Here they are started by a small inline
 * script after the first paint instead: the text the visitor came for paints first, then the page hydrates.
 * Until the app script has run, a button does nothing (as before with async tags); from then on a click before
 * the page or its island has hydrated is kept and replayed (components/island). In a background tab, where no
 * frame is painted, they start after a second. A page that asks for it starts them on demand instead (below).
 */
import {NATIVE_CONTROL, REACT_CONTROL} from '../../src/components/island/initial-render'
import {PERSONAL_VIEW_KEYS, STORAGE_KEYS} from '../../src/lib/storage'
import {
  COUNTS_VISIT_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  IDLE_START_MS,
  PAGE_NOTE_ATTRIBUTE,
  PAGE_NOTE_MESSAGES,
  SLOW_START_MS,
  SCRIPTS_ON_DEMAND,
  START_NEAR_ATTRIBUTE,
} from '../../src/config/page-scripts'

const SCRIPTS_SLICE = /((?:<script src="[^"]+" async><\/script>)+)(<!-- slice-end id="_gatsby-scripts)/

/** How long a tab that paints no frame (in the background) waits before starting the scripts. */
export const UNPAINTED_START_MS = 1000

const LOADER_START = '(function(){var s='
/** Calls `go` in the task after the first painted frame, or after UNPAINTED_START_MS in a tab that paints none. */
const AFTER_PAINT = `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${UNPAINTED_START_MS})`
const loader = (sources: string[]) =>
  `${LOADER_START}${JSON.stringify(sources)},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.body.appendChild(e)})}${AFTER_PAINT}})()`

/** Events that show the visitor is doing something on the page (an on-demand page starts its scripts). */
export const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const

/**
 * How long input on a control the browser answers itself (NATIVE_CONTROL) waits for its click before the scripts
 * start anyway: her finger is still down, or she pressed and moved away.
 */
export const NATIVE_TAP_GRACE_MS = 1000

/**
 * The loader of a page that starts its scripts on demand (src/config/page-scripts.ts says when). Until the app
 * has run, it keeps a click on a button (not a link) and a form's submit (their default prevented) and the
 * browser's install offer in window.${EARLY_INPUT_GLOBAL}, for the app to take: `take()` hands them over once and
 * stops keeping. A kept click or submit the app has not taken within SLOW_START_MS, or kept when a script failed to
 * load, gets a note at the foot of the screen saying so (decision 48); `take()` removes it. On a page that counts
 * visits ([${COUNTS_VISIT_ATTRIBUTE}]) it counts this one at the load (as parseVisits reads the count) and keeps
 * the new count for the app.
 */
const onDemandLoader = (sources: string[]) =>
  `${LOADER_START}${JSON.stringify(sources)},d=0,w=window,D=document,E=${JSON.stringify(START_EVENTS)},O=[],` +
  `N=null,T=0,F=0,S=0,L=0,` +
  `K=w.${EARLY_INPUT_GLOBAL}={click:null,submit:null,installOffer:null,visits:null,take:function(){T=1;clearTimeout(S);N&&N.remove();D.removeEventListener("click",keep,!0);D.removeEventListener("submit",keep,!0);return K}};` +
  `function note(m){if(T)return;if(!N){N=D.createElement("p");N.setAttribute("role","status");N.setAttribute("${PAGE_NOTE_ATTRIBUTE}","");D.body.appendChild(N)}N.textContent=m}` +
  `function failed(){note(${JSON.stringify(PAGE_NOTE_MESSAGES.failed)})}` +
  `function waiting(){if(F)failed();else S=S||setTimeout(function(){F?failed():note(${JSON.stringify(PAGE_NOTE_MESSAGES.slow)})},${SLOW_START_MS})}` +
  `function go(){if(d)return;d=1;E.forEach(function(t){w.removeEventListener(t,start,!0)});O.forEach(function(o){o.disconnect()});` +
  `s.forEach(function(u){var e=D.createElement("script");e.src=u;e.onerror=function(){F=1;(K.click||K.submit)&&failed()};D.body.appendChild(e)})}` +
  `function keep(e){var t=e.target;if(!(t instanceof Element))return;` +
  `if(e.type==="submit"){e.preventDefault();K.submit=t}else{var c=t.closest(${JSON.stringify(REACT_CONTROL)});` +
  `if(!c||c.closest(${JSON.stringify(NATIVE_CONTROL)}))return;e.preventDefault();K.click=c}waiting();go()}` +
  `D.addEventListener("click",keep,!0);D.addEventListener("submit",keep,!0);` +
  `w.addEventListener("beforeinstallprompt",function(e){K.installOffer=e});` +
  `if(D.querySelector("[${COUNTS_VISIT_ATTRIBUTE}]"))try{var v=parseInt(localStorage.getItem("${STORAGE_KEYS.visits}")||"",10);` +
  `K.visits=v>0?v+1:1;localStorage.setItem("${STORAGE_KEYS.visits}",String(K.visits))}catch(x){}` +
  `var p=!!(location.search||location.hash);try{p=p||${JSON.stringify(PERSONAL_VIEW_KEYS)}.some(function(k){return localStorage.getItem(k)!==null})}catch(x){}` +
  `if(p){${AFTER_PAINT};return}` +
  // Input on a native control (the menu's invoker, a summary, a link) lets its click answer and paint first; the
  // scripts start in the task after that frame (decision 48: the first tap is part of the load).
  `function start(e){var t=e.target;if(!(t instanceof Element&&t.closest(${JSON.stringify(NATIVE_CONTROL)})))return go();` +
  `if(L)return;L=1;D.addEventListener("click",function(){requestAnimationFrame(function(){setTimeout(go,0)})},{capture:!0,once:!0});` +
  `setTimeout(go,${NATIVE_TAP_GRACE_MS})}` +
  `E.forEach(function(t){w.addEventListener(t,start,{capture:!0,passive:!0})});` +
  `if("IntersectionObserver"in w)D.querySelectorAll("[${START_NEAR_ATTRIBUTE}]").forEach(function(n){` +
  `var o=new IntersectionObserver(function(x){x.some(function(i){return i.isIntersecting})&&go()},{rootMargin:n.getAttribute("${START_NEAR_ATTRIBUTE}")+" 0px"});` +
  `O.push(o);Array.prototype.forEach.call(n.children,function(c){o.observe(c)})});` +
  `setTimeout(go,${IDLE_START_MS})})()`

const onDemandMarker = `${SCRIPTS_ON_DEMAND.attribute}="${SCRIPTS_ON_DEMAND.value}"`

/**
 * The page with Gatsby's script tags replaced by a loader, or null when it has none (not a Gatsby page): the
 * on-demand loader when the page's HTML asks for it (Layout's `scriptsOnDemand`), else the after-paint one.
 */
export function deferPageScripts(html: string): string | null {
  const match = SCRIPTS_SLICE.exec(html)
  if (!match) return null
  const sources = [...match[1].matchAll(/src="([^"]+)"/g)].map((source) => source[1])
  const script = html.includes(onDemandMarker) ? onDemandLoader(sources) : loader(sources)
  return html.replace(SCRIPTS_SLICE, (_, _tags: string, sliceEnd: string) => `<script>${script}</script>${sliceEnd}`)
}

/** The scripts a built page loads at first, whether by Gatsby's own tags or by the loader above (the bench counts them). */
export function pageScriptSources(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1])
  const start = html.indexOf(`<script>${LOADER_START}`)
  if (start === -1) return tags
  const list = html.slice(start + '<script>'.length + LOADER_START.length, html.indexOf(']', start) + 1)
  return [...tags, ...(JSON.parse(list) as string[])]
}
