import React, { Suspense, useCallback, useRef, useState } from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { withSitePrefix } from "../../config/routes";
import { t } from "../../config/labels";
import { navbarItems, type SiteSection } from "../../config/navbar";
import NavbarLink from "./NavbarLink";
import LanguageDropdown from "./LanguageDropdown";
import ColorModeToggle from "../theme/ColorModeToggle";
import LoadErrorBoundary from "../feedback/LoadErrorBoundary";
import NoJsMenu from "./NoJsMenu";
import SearchButton from "../search/SearchButton";
import * as styles from "./Navbar.module.css";

/** The drawer's code loads when it is first wanted (a pointer on or focus in the button, or the click): most readers never open it. */
const loadMobileMenu = () => import("./MobileMenu");

interface Props {
  section?: SiteSection;
  /** The page's own navigation (docs or blog sidebar), shown as a second panel of the mobile menu. */
  secondaryMenu?: React.ReactNode;
}

const preloadMobileMenu = () => {
  loadMobileMenu().catch(() => {});
};

export default function Navbar({ section, secondaryMenu }: Props) {
  const [open, setOpen] = useState(false);
  // A failed load is retried with a fresh lazy import under a fresh error boundary (see LoadErrorBoundary).
  const [{ attempt, LazyMenu }, setLoad] = useState(() => ({ attempt: 0, LazyMenu: React.lazy(loadMobileMenu) }));
  const retry = useCallback(
    () => setLoad((l) => ({ attempt: l.attempt + 1, LazyMenu: React.lazy(loadMobileMenu) })),
    [],
  );
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <header className={styles.header}>
      <nav className={styles.navbar} aria-label={t("navbar.mainNav")}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuButton}
          aria-label={t("navbar.openMenu")}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadMobileMenu}
          onTouchStart={preloadMobileMenu}
          onFocus={preloadMobileMenu}
        >
          <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <NoJsMenu section={section} />
        <Link to="/" className={styles.brand} aria-label={t("navbar.home")}>
          <img src={withSitePrefix("/img/logo.svg")} alt="" width="32" height="32" className={styles.logoLight} />
          <img src={withSitePrefix("/img/logo-dark.svg")} alt="" width="32" height="32" className={styles.logoDark} />
          <span className={styles.title}>{site.title}</span>
        </Link>
        <ul className={styles.items}>
          {navbarItems.map((item) => (
            <li key={item.label}>
              <NavbarLink item={item} section={section} className={styles.link} activeClassName={styles.active} />
            </li>
          ))}
        </ul>
        <div className={styles.right}>
          <div className={styles.desktopOnly}>
            <LanguageDropdown />
          </div>
          <ColorModeToggle />
          <SearchButton />
        </div>
      </nav>
      {open ? (
        <LoadErrorBoundary key={attempt} onRetry={retry} onDismiss={close}>
          {/* While the menu's code loads, the button's aria-controls still names an element. */}
          <Suspense fallback={<div id="mobile-menu" hidden />}>
            <LazyMenu section={section} secondary={secondaryMenu} onClose={close} />
          </Suspense>
        </LoadErrorBoundary>
      ) : null}
    </header>
  );
}
