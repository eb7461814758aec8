import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { t } from "../../config/labels";
import { withoutSitePrefix } from "../../config/routes";
import { pathQuery } from "../../search/shared/pathQuery";
import { suggestionsForPath } from "../../search/shared/routeSimilarity";
import { versionOfRoute } from "../../config/routes";

export const MAX_SUGGESTIONS = 5;

interface Suggestion {
  url: string;
  title: string;
  area: string;
}

/**
 * Up to five pages for a missing path: first the existing routes nearest to it by their
 * segments (routes from the embedded index's main file), then pages of the index matching the
 * path's words. Both come from the index of the missing path's version (a missing
 * /docs/next/... suggests pages of next). The index and the engine load only here, after the
 * page has rendered; a failure shows nothing.
 */
export default function NotFoundSuggestions() {
  const [found, setFound] = useState<Suggestion[]>([]);
  useEffect(() => {
    const path = withoutSitePrefix(window.location.pathname);
    const query = pathQuery(path);
    // A missing page has no version of its own: the one its address names.
    const version = versionOfRoute(path);
    let live = true;
    import("../../search/browser/indexLoader")
      .then(async (loader) => {
        const index = await loader.loadIndex(version);
        const searched = query ? (await loader.searchVersion(query, version)).pages : [];
        return suggestionsForPath(index.pages, path, searched, MAX_SUGGESTIONS);
      })
      .then(
        (pages) => live && setFound(pages.map(({ url, title, area }) => ({ url, title, area }))),
        () => {},
      );
    return () => {
      live = false;
    };
  }, []);
  if (!found.length) return null;
  return (
    <nav aria-labelledby="not-found-suggestions" data-testid="not-found-suggestions">
      <p id="not-found-suggestions">{t("notFound.suggestions")}</p>
      <ul>
        {found.map((p) => (
          <li key={p.url}>
            <Link to={p.url}>{p.title}</Link> <span>（{p.area}）</span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
