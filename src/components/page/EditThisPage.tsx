import React from "react";
import { site } from "../../config/site";
import { t } from "../../config/labels";

/** A link to the page's file in the site's repository; nothing when site.editUrlBase is null. */
export default function EditThisPage({ sourceFile }: { sourceFile: string }) {
  if (!site.editUrlBase) return null;
  return (
    <a href={`${site.editUrlBase}${sourceFile}`} target="_blank" rel="noopener noreferrer">
      {t("docs.editThisPage")}
      <span className="visually-hidden">{t("navbar.externalHint")}</span>
    </a>
  );
}
