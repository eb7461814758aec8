import React, { useCallback, useRef, useState } from "react";
import { Link } from "gatsby";
import { site } from "../../config/site";
import { t } from "../../config/labels";
import { navbarItems, type SiteSection } from "../../config/navbar";
import NavbarLink from "./NavbarLink";
import LanguageDropdown from "./LanguageDropdown";
import ColorModeToggle from "../theme/ColorModeToggle";
import MobileMenu from "./MobileMenu";
import NoJsMenu from "./NoJsMenu";
import SearchButton from "../search/SearchButton";
import * as styles from "./Navbar.module.css";

interface Props {
  section?: SiteSection;
  /** The page's own navigation (docs or blog sidebar), shown as a second panel of the mobile menu. */
  secondaryMenu?: React.ReactNode;
}

export default function Navbar({ section, secondaryMenu }: Props) {
  const [open, setOpen] = useState(false);
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
        >
          <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <NoJsMenu section={section} />
        <Link to="/" className={styles.brand} aria-label={t("navbar.home")}>
          <img src="/img/logo.svg" alt="" width="32" height="32" className={styles.logoLight} />
          <img src="/img/logo-dark.svg" alt="" width="32" height="32" className={styles.logoDark} />
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
      {open ? <MobileMenu section={section} secondary={secondaryMenu} onClose={close} /> : null}
    </header>
  );
}
