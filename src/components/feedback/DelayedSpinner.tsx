import React, { useEffect, useState } from "react";
import { timing } from "../../config/site";
import { t } from "../../config/labels";
import * as styles from "./DelayedSpinner.module.css";

/** A loading spinner that appears only if loading takes longer than timing.spinnerDelayMs, so fast loads never flash it. */
export default function DelayedSpinner() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const id = window.setTimeout(() => setVisible(true), timing.spinnerDelayMs);
    return () => window.clearTimeout(id);
  }, []);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" data-testid="loading-spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t("loading.spinner")}</span>
    </div>
  );
}
