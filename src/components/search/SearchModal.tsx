import React, { useEffect, useMemo, useState } from "react";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import { site } from "../../config/site";
import { t } from "../../config/labels";
import { modalTranslations } from "../../search/translations";
import { createLocalClient, type SearchStatus } from "../../search/localClient";
import { hostedConfigFromEnv, hostedProps } from "../../search/hosted";
import { loadIndex } from "../../search/indexLoader";

const hosted = hostedConfigFromEnv({
  GATSBY_DOCSEARCH_APP_ID: process.env.GATSBY_DOCSEARCH_APP_ID,
  GATSBY_DOCSEARCH_API_KEY: process.env.GATSBY_DOCSEARCH_API_KEY,
  GATSBY_DOCSEARCH_INDEX_NAME: process.env.GATSBY_DOCSEARCH_INDEX_NAME,
});

/** Each result row: no nested link inside the option (DocSearch's default markup nests one). */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return (
    <div className="DocSearch-Hit-link" data-url={hit.url} onClick={() => navigate(hit.url)}>
      {children}
    </div>
  );
}

interface Props {
  onClose: () => void;
  initialQuery?: string;
}

/** DocSearch's modal over the embedded index, or over the hosted index when configured. */
export default function SearchModal({ onClose, initialQuery }: Props) {
  const [failed, setFailed] = useState(false);
  const status: SearchStatus = useMemo(() => ({ onFailure: () => setFailed(true), onSuccess: () => setFailed(false) }), []);
  const backend = useMemo(() => {
    document.documentElement.dataset.searchBackend = hosted ? "hosted" : "local";
    if (hosted) return hostedProps(hosted, status);
    const client = createLocalClient(loadIndex, status);
    return { appId: "local", apiKey: "local", indices: ["arcadia-docs"], transformSearchClient: () => client };
  }, [status]);

  // DocSearch marks its whole overlay as a focusable role="button" holding the search box and
  // the result links (nested interactive controls for assistive technology). The overlay is
  // the combobox's wrapper: give it that role and take it out of the tab order.
  useEffect(() => {
    const container = document.querySelector(".DocSearch-Container");
    container?.setAttribute("role", "combobox");
    container?.removeAttribute("tabindex");
  }, []);

  return (
    <DocSearchModal
      {...backend}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      placeholder={t("search.placeholder")}
      translations={modalTranslations(failed)}
      maxResultsPerGroup={8}
      hitComponent={Hit}
      navigator={{
        navigate: ({ itemUrl }) => {
          void navigate(itemUrl);
        },
        navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
        navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
      }}
      getMissingResultsUrl={() => site.issueUrl}
      resultsFooterComponent={({ state }) => (
        <Link to={`/search?q=${encodeURIComponent(state.query)}`} onClick={onClose}>
          {t("search.seeAll", { count: state.context.nbHits as number })}
        </Link>
      )}
    />
  );
}
