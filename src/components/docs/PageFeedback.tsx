import React, { useState } from "react";
import { site } from "../../config/site";
import { siteAddress } from "../../config/routes";
import { t } from "../../config/labels";
import { sendEvent } from "../../browser/analytics";
import * as styles from "./PageFeedback.module.css";

interface Props {
  title: string;
  path: string;
}

/**
 * "Was this page helpful?" at the end of a docs page. "No" is a link: it opens a new issue with
 * the page's title and address filled in (it works without JavaScript too). No third-party
 * service: when analytics is on, the answer goes with an analytics event; otherwise nowhere.
 */
export default function PageFeedback({ title, path }: Props) {
  const [answer, setAnswer] = useState<"yes" | "no" | null>(null);
  const answered = (value: "yes" | "no") => {
    setAnswer(value);
    sendEvent("page_feedback", { page_path: path, helpful: value });
  };
  const issueUrl = site.feedbackIssueUrl(
    t("feedback.issueTitle", { title }),
    t("feedback.issueBody", { url: siteAddress(path) }),
  );
  return (
    <section
      className={`${styles.feedback} no-print`}
      aria-labelledby="page-feedback-title"
      data-testid="page-feedback"
    >
      <h2 id="page-feedback-title" className={styles.question}>
        {t("feedback.question")}
      </h2>
      {answer ? (
        <p role="status" className={styles.thanks}>
          {t(answer === "yes" ? "feedback.thanks" : "feedback.thanksNo")}
        </p>
      ) : (
        <div className={styles.buttons}>
          <button type="button" className={styles.button} onClick={() => answered("yes")}>
            {t("feedback.yes")}
          </button>
          <a
            className={styles.button}
            href={issueUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => answered("no")}
          >
            {t("feedback.no")}
            <span className="visually-hidden">{t("navbar.externalHint")}</span>
          </a>
        </div>
      )}
    </section>
  );
}
