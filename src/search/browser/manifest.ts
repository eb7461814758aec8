import { searchRoutes } from "../../config/routes";

/** The search manifest (names the content-hashed index and modal stylesheet) and the index's main file. Small, no engine. */
export const MANIFEST_URL = searchRoutes.manifest;

export interface Manifest {
  index: string;
  modalCss: string;
}

let manifestPromise: Promise<Manifest> | null = null;

export async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** A failed load is forgotten, so the next attempt fetches again. */
export function loadManifest(): Promise<Manifest> {
  manifestPromise ??= fetchJson<Manifest>(MANIFEST_URL).catch((err: unknown) => {
    manifestPromise = null;
    throw err;
  });
  return manifestPromise;
}

let mainFilePromise: Promise<unknown> | null = null;

/**
 * The index's main file as parsed JSON. In the page's own bundle (not the modal's chunk), so
 * that hover, focus or the shortcut start fetching it alongside the modal's code rather than
 * after it. A failed load is forgotten.
 */
export function loadIndexMainFile(): Promise<unknown> {
  mainFilePromise ??= loadManifest()
    .then((m) => fetchJson<unknown>(m.index))
    .catch((err: unknown) => {
      mainFilePromise = null;
      throw err;
    });
  return mainFilePromise;
}

/** Adds the DocSearch modal stylesheet once, when the modal is first opened. */
export async function ensureModalStylesheet(): Promise<void> {
  const { modalCss } = await loadManifest();
  if (document.querySelector(`link[href="${modalCss}"]`)) return;
  await new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = modalCss;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`${modalCss}: failed to load`));
    };
    document.head.appendChild(link);
  });
}
