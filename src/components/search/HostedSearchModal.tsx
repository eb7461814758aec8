import React, { useEffect, useMemo, useState } from "react";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import { site } from "../../config/site";
import { t } from "../../config/labels";
import { searchPageUrl } from "../../config/routes";
import { modalTranslations } from "../../search/browser/translations";
import { hostedProps, type HostedConfig } from "../../search/browser/hosted";
import { hostedSearchConfig } from "../../config/env";
import { watchOptionLinks } from "../../search/browser/optionLinks";
import { versionOfPage } from "../../browser/pageVersion";

/**
 * Each result row is a real link (middle-click, ⌘/Ctrl-click, "open in new tab", the route
 * progress bar); optionLinks.ts makes the link itself the listbox option.
 */
function Hit({ hit, children }: { hit: { url: string }; children: React.ReactNode }) {
  return (
    <Link to={hit.url} className="DocSearch-Hit-link">
      {children}
    </Link>
  );
}

interface Props {
  onClose: () => void;
  /** What the reader typed while the modal could not load. */
  initialQuery?: string;
}

/** DocSearch's modal over the hosted index (used only when its three settings are set at build time). */
export default function HostedSearchModal({ onClose, initialQuery }: Props) {
  const [failed, setFailed] = useState(false);
  const config = hostedSearchConfig() as HostedConfig;
  // Contextual search: the docs of the version of the page the modal opened on.
  const [inView] = useState(() => versionOfPage());
  const backend = useMemo(
    () => hostedProps(config, { onFailure: () => setFailed(true), onSuccess: () => setFailed(false) }, inView),
    [config, inView],
  );

  // DocSearch marks its whole overlay as a focusable role="button" holding the search box and
  // the result links (nested interactive controls for assistive technology). The overlay is
  // the combobox's wrapper: give it that role and take it out of the tab order.
  useEffect(() => {
    // Tells tests and tools which index answers (and shows the provider's logo).
    document.documentElement.dataset.searchBackend = "hosted";
    const container = document.querySelector(".DocSearch-Container");
    container?.setAttribute("role", "combobox");
    container?.removeAttribute("tabindex");
    const element = document.querySelector(".DocSearch-Modal");
    return element ? watchOptionLinks(element) : undefined;
  }, []);

  return (
    <DocSearchModal
      {...backend}
      initialScrollY={window.scrollY}
      initialQuery={initialQuery}
      onClose={onClose}
      placeholder={t("search.placeholder")}
      translations={modalTranslations(failed)}
      maxResultsPerGroup={3}
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
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          {t("search.seeAll", { count: state.context.nbHits as number })}
        </Link>
      )}
    />
  );
}
