import React, { useEffect, useRef, useState } from "react";
import { t } from "../../config/labels";
import * as styles from "./BackToTop.module.css";

/**
 * "Back to top", as Docusaurus has it: shown once the reader has scrolled past the first
 * screen and a half of the page, so short pages never show it. An IntersectionObserver watches a
 * 1 px marker at the top of the document, with the viewport stretched upwards by 150 % of its
 * height: the marker leaves it once the page has scrolled that far. No scroll listener.
 */
export default function BackToTop() {
  const markerRef = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const marker = markerRef.current;
    if (!marker || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      rootMargin: "150% 0px 0px 0px",
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, []);
  const toTop = () => {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  };
  return (
    <>
      <span ref={markerRef} className={styles.marker} aria-hidden="true" />
      {shown ? (
        <button
          type="button"
          className={styles.button}
          onClick={toTop}
          aria-label={t("docs.backToTop")}
          title={t("docs.backToTop")}
          data-testid="back-to-top"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M7.41 15.41L12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
          </svg>
        </button>
      ) : null}
    </>
  );
}
