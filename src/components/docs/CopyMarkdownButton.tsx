import React, { useState } from "react";
import { t } from "../../config/labels";
import { markdownRoute } from "../../lib/markdown/route";
import { withSitePrefix } from "../../config/routes";
import * as styles from "./DocHeader.module.css";

type Status = "idle" | "busy" | "copied" | "failed";

/** Copies the page's Markdown (its `.md` route); the fetching code loads on click, not with the page. */
export default function CopyMarkdownButton({ path }: { path: string }) {
  const [status, setStatus] = useState<Status>("idle");
  const url = withSitePrefix(markdownRoute(path));
  const copy = () => {
    setStatus("busy");
    import("./copyMarkdown")
      .then((m) => m.copyMarkdown(url))
      .then(
        () => setStatus("copied"),
        () => setStatus("failed"),
      );
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.copy} onClick={copy} aria-busy={status === "busy"}>
        {t("docs.copyMarkdown")}
      </button>
      <span role="status" className={styles.status}>
        {status === "copied" ? t("docs.copyMarkdownDone") : null}
        {status === "failed" ? (
          <>
            {t("docs.copyMarkdownFailed")}
            <a href={url}>{t("docs.openMarkdown")}</a>
          </>
        ) : null}
      </span>
    </div>
  );
}
