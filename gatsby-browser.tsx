import type { GatsbyBrowser } from "gatsby";
import { normaliseIndexHtml } from "./src/browser/indexHtml";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  normaliseIndexHtml();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // Marker for tests and tools: React has hydrated and event handlers are live.
  document.body.dataset.hydrated = "true";
};
