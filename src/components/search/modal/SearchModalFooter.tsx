import React from "react";
import { t } from "../../../config/labels";
import { KeyIcon } from "./SearchModalIcons";

/** The keys the modal answers to. */
export default function SearchModalFooter() {
  return (
    <div className="DocSearch-Footer">
      <ul className="DocSearch-Commands">
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon name="enter" label={t("search.selectKey")} />
          </kbd>
          <span className="DocSearch-Label">{t("search.select")}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon name="down" label={t("search.downKey")} />
          </kbd>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon name="up" label={t("search.upKey")} />
          </kbd>
          <span className="DocSearch-Label">{t("search.navigate")}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key" aria-label={t("search.escKey")}>
            <span className="DocSearch-Escape-Key">Esc</span>
          </kbd>
          <span className="DocSearch-Label">{t("search.close")}</span>
        </li>
      </ul>
    </div>
  );
}
