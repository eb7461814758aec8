import React from "react";
import { withSitePrefix } from "../../config/routes";
import * as styles from "./ThemedImage.module.css";

/**
 * One picture in a light and a dark variant (panel screenshots): both are in the HTML and CSS
 * shows the one of the colour mode, so it needs no JavaScript and never flashes the other.
 */
export default function ThemedImage({ light, dark, alt }: { light: string; dark: string; alt: string }) {
  return (
    <span className={styles.themed}>
      <img className={styles.light} src={withSitePrefix(light)} alt={alt} loading="lazy" decoding="async" />
      <img className={styles.dark} src={withSitePrefix(dark)} alt={alt} loading="lazy" decoding="async" />
    </span>
  );
}
