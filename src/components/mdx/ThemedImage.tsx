import React from "react";
import * as styles from "./ThemedImage.module.css";

/**
 * One picture in a light and a dark variant (panel screenshots, Mermaid diagrams): both are in
 * the HTML and CSS shows the one of the colour mode, so it needs no JavaScript and never flashes
 * the other. Width and height, when known, keep the page from shifting as the picture loads.
 */
export default function ThemedImage({ light, dark, alt, width, height }: { light: string; dark: string; alt: string; width?: string; height?: string }) {
  return (
    <span className={styles.themed}>
      <img className={styles.light} src={light} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      <img className={styles.dark} src={dark} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </span>
  );
}
