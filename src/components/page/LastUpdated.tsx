import React from "react";
import type { LastUpdated as LastUpdatedDate } from "../../lib/gitLogDates";
import { t } from "../../config/labels";

/**
 * When the page's file last changed: the last commit's date, or, in a build without git history,
 * the file's modification time, worded as such (it says when the file was written, nothing more).
 */
export default function LastUpdated({ value }: { value: LastUpdatedDate }) {
  return (
    <time dateTime={value.date}>
      {t(value.source === "git" ? "docs.lastUpdated" : "docs.fileModified", { date: value.date })}
    </time>
  );
}
