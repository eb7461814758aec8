/**
 * Image zoom for Markdown images (medium-zoom). One instance for the whole site: the library
 * has no destroy() and each instance adds global listeners, so route changes detach and
 * re-attach it. The library is loaded only on pages that have content images.
 */
import type { Zoom } from "medium-zoom";
import { imageZoom } from "../config/site";

export const ZOOM_SELECTOR = ".markdown img:not(.no-zoom)";

let zoom: Zoom | null = null;
let pending: number | undefined;

async function attach(): Promise<void> {
  const images = document.querySelectorAll(ZOOM_SELECTOR);
  if (zoom) zoom.detach();
  if (images.length === 0) return;
  if (!zoom) {
    const { default: mediumZoom } = await import("medium-zoom");
    // The overlay colour is a CSS variable switched per theme, so theme changes need no re-init.
    zoom = mediumZoom({
      margin: imageZoom.marginPx,
      scrollOffset: imageZoom.scrollOffsetPx,
      background: "var(--zoom-overlay-bg)",
    });
  }
  zoom.attach(ZOOM_SELECTOR);
}

/** Re-attaches after each route change, after imageZoom.reattachDelayMs (images may render late). */
export function scheduleZoomAttach(): void {
  window.clearTimeout(pending);
  if (zoom) zoom.detach();
  pending = window.setTimeout(() => void attach(), imageZoom.reattachDelayMs);
}
