import React, { useId } from "react";
import { t } from "../../config/labels";
import { docVersions } from "../../config/versions";
import type { SearchScope } from "../../search/shared/scope";

interface Props {
  scope: SearchScope;
  onChange: (scope: SearchScope) => void;
  className?: string;
}

/**
 * Says which version's docs a search looks in, and widens it to every version: a real
 * checkbox (keyboard and screen readers know it). Nothing when the site has one version.
 */
export default function SearchScopeControl({ scope, onChange, className = "search-scope" }: Props) {
  const id = useId();
  if (docVersions.length < 2) return null;
  return (
    <div className={className} data-testid="search-scope">
      <span id={`${id}-status`} aria-live="polite">
        {scope.all ? t("search.scopeAll") : t("search.scopeVersion", { version: scope.version.label })}
      </span>
      <label htmlFor={`${id}-all`}>
        <input
          id={`${id}-all`}
          type="checkbox"
          checked={scope.all}
          aria-describedby={`${id}-status`}
          onChange={(e) => onChange({ ...scope, all: e.target.checked })}
        />{" "}
        {t("search.allVersions")}
      </label>
    </div>
  );
}

/** A result's version, when several were searched: shown beside it and read with it. */
export function VersionBadge({ label, className = "search-version" }: { label?: string; className?: string }) {
  return label ? <span className={className}>{t("search.versionBadge", { version: label })}</span> : null;
}
