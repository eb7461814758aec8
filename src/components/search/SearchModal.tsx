import React, { useEffect, useMemo, useState } from "react";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import { site } from "../../config/site";
import { t } from "../../config/labels";
import { modalTranslations } from "../../search/browser/translations";
import { createLocalClient, type SearchStatus } from "../../search/browser/localClient";
import { hostedProps } from "../../search/browser/hosted";
import { hostedSearchConfig } from "../../config/env";
import { loadIndex } from "../../search/browser/indexLoader";

const hosted = hostedSearchConfig();

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
    if (hosted) return hostedProps(hosted, status);
    const client = createLocalClient(loadIndex, status);
    return { appId: "local", apiKey: "local", indices: ["arcadia-docs"], transformSearchClient: () => client };
  }, [status]);

  // DocSearch marks its whole overlay as a focusable role="button" holding the search box and
  // the result links (nested interactive controls for assistive technology). The overlay is
  // the combobox's wrapper: give it that role and take it out of the tab order.
  useEffect(() => {
    // Tells tests and tools which index answers.
    document.documentElement.dataset.searchBackend = hosted ? "hosted" : "local";
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
