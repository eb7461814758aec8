import { searchRoutes, withSitePrefix, type VersionRef } from "../../config/routes";
import { latestVersion, type DocsVersion } from "../../config/versions";

/**
 * A version's search manifest (names its content-hashed index and the modal stylesheet, which
 * the browser knows from its bundle) and its index's main file. Small, no engine. Each version
 * has its own (see docs/SEARCH.md, "Versions"); nothing is fetched for a version nobody searches.
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
export function loadIndexMainFile(version: DocsVersion = latestVersion): Promise<unknown> {
  return remembered(mainFiles, version.name, () => loadManifest(version).then((m) => fetchJson<unknown>(m.index)));
}

/** The modal stylesheet's URL, set in the bundles (src/node/webpack/configure.ts). */
declare const __SEARCH_MODAL_CSS__: string;

let stylesheet: Promise<void> | null = null;

/**
 * Adds the DocSearch modal stylesheet once, when the modal is first opened; its name is in the
 * bundle, so it is requested with the modal's code, not after the manifest. Every caller waits
 * for the same load: the modal never shows before its stylesheet applies, whoever asked first
 * (hover, the shortcut, the modal). A failed load is forgotten, so the next attempt adds it again.
 */
export function ensureModalStylesheet(): Promise<void> {
  stylesheet ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = withSitePrefix(__SEARCH_MODAL_CSS__);
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheet = null;
      reject(new Error(`${link.href}: failed to load`));
    };
    document.head.appendChild(link);
  });
  return stylesheet;
}
