import { searchRoutes, withSitePrefix, type VersionRef } from "../../config/routes";
import { latestVersion } from "../../config/versions";

/**
 * A version's search manifest (names its content-hashed index and the modal stylesheet) and
 * its index's main file. Small, no engine. Each version has its own (see docs/SEARCH.md,
 * "Versions"); nothing is fetched for a version nobody searches.
 */
export const MANIFEST_URL = searchRoutes.manifest;

export interface Manifest {
  index: string;
  modalCss: string;
}

export async function fetchJson<T>(url: string): Promise<T> {
  // The index files name site paths; the browser fetches them under the sub-path, if any.
  const res = await fetch(withSitePrefix(url));
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** One promise per key; a failed load is forgotten, so the next attempt fetches again. */
function remembered<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load().catch((err: unknown) => {
      cache.delete(key);
      throw err;
    });
    cache.set(key, p);
  }
  return p;
}

const manifests = new Map<string, Promise<Manifest>>();

export function loadManifest(version: VersionRef = latestVersion): Promise<Manifest> {
  const url = searchRoutes.manifestOf(version);
  return remembered(manifests, url, () => fetchJson<Manifest>(url));
}

const mainFiles = new Map<string, Promise<unknown>>();

/**
 * A version's index main file as parsed JSON. In the page's own bundle (not the modal's
 * chunk), so that hover, focus or the shortcut start fetching it alongside the modal's code
 * rather than after it.
 */
export function loadIndexMainFile(version: VersionRef = latestVersion): Promise<unknown> {
  return remembered(mainFiles, version.name, () => loadManifest(version).then((m) => fetchJson<unknown>(m.index)));
}

/** The modal stylesheet's URL, set in the production bundles (src/node/webpack/configure.ts). */
declare const __SEARCH_MODAL_CSS__: string | undefined;

/** Known to the bundle in a production build; else (`gatsby develop`) named by the manifest. */
function modalCssUrl(version: VersionRef): string | Promise<string> {
  return typeof __SEARCH_MODAL_CSS__ === "string"
    ? __SEARCH_MODAL_CSS__
    : loadManifest(version).then((m) => m.modalCss);
}

const stylesheets = new Map<string, Promise<void>>();

/**
 * Adds the DocSearch modal stylesheet once, when the modal is first opened: at once in a
 * production build, after the manifest of the version in view in `gatsby develop`. Every caller waits for the same load: the modal never
 * shows before its stylesheet applies, whoever asked first (hover, the shortcut, the modal).
 */
export function ensureModalStylesheet(version: VersionRef = latestVersion): Promise<void> {
  const url = modalCssUrl(version);
  return typeof url === "string" ? addStylesheet(url) : url.then(addStylesheet);
}

function addStylesheet(url: string): Promise<void> {
  const modalCss = withSitePrefix(url);
  return remembered(
    stylesheets,
    modalCss,
    () =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = modalCss;
        link.onload = () => resolve();
        link.onerror = () => {
          link.remove();
          reject(new Error(`${modalCss}: failed to load`));
        };
        document.head.appendChild(link);
      }),
  );
}
