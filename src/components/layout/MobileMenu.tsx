import React, { useEffect, useRef, useState } from "react";
import { t } from "../../config/labels";
import type { SiteSection } from "../../config/navbar";
import NavbarItemList from "./NavbarItemList";
import * as styles from "./MobileMenu.module.css";
import { layout } from "../../config/site";

interface Props {
  section?: SiteSection;
  secondary?: React.ReactNode;
  onClose: () => void;
}

/**
 * The drawer of the narrow-screen navbar: the navbar items, and the page's own sidebar as a
 * second panel. Escape and the backdrop close it; focus stays inside; the page does not scroll.
 */
export default function MobileMenu({ section, secondary, onClose }: Props) {
  const [panel, setPanel] = useState<"primary" | "secondary">(secondary ? "secondary" : "primary");
  const drawerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const drawer = drawerRef.current;
    drawer?.querySelector<HTMLElement>("a, button")?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
      if (e.key === "Tab" && drawer) {
        const focusable = [...drawer.querySelectorAll<HTMLElement>("a[href], button, summary")].filter(
          (el) => el.offsetParent !== null,
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    // Leaving the narrow layout closes the drawer.
    const wide = window.matchMedia(`(min-width: ${layout.mobileBreakpointPx + 1}px)`);
    const onWide = () => wide.matches && onClose();
    document.addEventListener("keydown", onKey);
    wide.addEventListener("change", onWide);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener("keydown", onKey);
      wide.removeEventListener("change", onWide);
    };
  }, [onClose]);

  useEffect(() => {
    drawerRef.current?.querySelector<HTMLElement>("[data-panel-active] a, [data-panel-active] button")?.focus();
  }, [panel]);

  return (
    <div className={styles.root}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="mobile-backdrop" />
      {/* Not an interaction of its own: a click on any link inside (reached by keyboard as a link) closes the drawer. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id="mobile-menu"
        ref={drawerRef}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t("navbar.mainNav")}
        onClick={(e) => (e.target as HTMLElement).closest("a") && onClose()}
      >
        <div className={styles.head}>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t("navbar.closeMenu")}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
              <path d="M2 2l11 11M13 2L2 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        {panel === "secondary" && secondary ? (
          <div className={styles.panel} data-panel-active="">
            <button type="button" className={styles.back} onClick={() => setPanel("primary")}>
              {t("navbar.backToMainMenu")}
            </button>
            {secondary}
          </div>
        ) : (
          <div className={styles.panel} data-panel-active="">
            <NavbarItemList
              section={section}
              classes={{ list: styles.list, link: styles.link, active: styles.active }}
            />
          </div>
        )}
      </div>
    </div>
  );
}
