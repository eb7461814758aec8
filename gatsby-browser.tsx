import type { GatsbyBrowser } from "gatsby";
// First: mends a fragment that decodeURI cannot read before the router first reads the URL.
import "./src/browser/fragment";
import { normaliseIndexHtml } from "./src/browser/indexHtml";
import { installProgressBar, doneProgress } from "./src/browser/progressBar";
import { scheduleZoomAttach } from "./src/browser/imageZoom";
import { isFragmentOnly } from "./src/browser/routeChange";
import { installFragmentFilter, noteRouteUpdate, sendPageView } from "./src/browser/analytics";
import { watchScrollableTables } from "./src/browser/scrollableTables";

export { wrapPageElement } from "./src/components/layout/wrapPageElement";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  normaliseIndexHtml();
  installProgressBar();
  installFragmentFilter();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Marker for tests and tools: React has hydrated and event handlers are live.
  document.body.dataset.hydrated = "true";
};

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  noteRouteUpdate(isFragmentOnly(prevLocation, location));
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  // Marker for tests and tools: the router has handled this location (fragment changes included).
  document.body.dataset.routeUpdated = `${location.pathname}${location.search}${location.hash}`;
  const fragmentOnly = isFragmentOnly(prevLocation, location);
  sendPageView(location.pathname, fragmentOnly);
  if (fragmentOnly) return;
  doneProgress();
  scheduleZoomAttach();
  watchScrollableTables();
};
