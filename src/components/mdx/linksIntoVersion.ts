import { createContext } from "react";
import type { DocsVersion } from "../../config/versions";

/**
 * The version a page's MDX links lead into when the page renders another version's compiled MDX
 * (src/node/sharedDocSources.ts); null when its links were made for it at compile time.
 */
export const LinksIntoVersion = createContext<DocsVersion | null>(null);
