import type { GatsbyBrowser } from "gatsby";
import { normaliseIndexHtml } from "./src/browser/indexHtml";
import { installProgressBar, doneProgress } from "./src/browser/progressBar";
import { scheduleZoomAttach } from "./src/browser/imageZoom";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  normaliseIndexHtml();
  installProgressBar();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Marker for tests and tools: React has hydrated and event handlers are live.
  document.body.dataset.hydrated = "true";
};

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  doneProgress();
  scheduleZoomAttach();
};
