import React from "react";
import { Link } from "gatsby";
import type { NavbarItem, SiteSection } from "../../config/navbar";
import { t } from "../../config/labels";
import GithubIcon from "./GithubIcon";
import { usePreferredDocsVersion } from "../../browser/preferredDocsVersion";
import { navbarDocsLink } from "../../lib/versionSwitch";

interface Props {
  item: NavbarItem;
  section?: SiteSection;
  className?: string;
  activeClassName?: string;
  /** In the mobile menu the GitHub item shows its text too. */
  showIconLabel?: boolean;
}

export default function NavbarLink({ item, section, className, activeClassName, showIconLabel }: Props) {
  // 文档 and 开发者文档 lead into the version the reader last read (the HTML has the latest's).
  const preferred = usePreferredDocsVersion();
  if (item.kind === "internal") {
    const active = item.section === section;
    const to = preferred && item.section !== "blog" ? navbarDocsLink(item.section, preferred) : item.to;
    return (
      <Link
        to={to}
        className={`${className ?? ""} ${active ? (activeClassName ?? "") : ""}`}
        aria-current={active ? "page" : undefined}
      >
        {item.label}
      </Link>
    );
  }
  return (
    <a
      href={item.href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={item.icon && !showIconLabel ? `${item.label}${t("navbar.externalHint")}` : undefined}
    >
      {item.icon === "github" ? <GithubIcon /> : null}
      {item.icon && !showIconLabel ? null : <span>{item.label}</span>}
    </a>
  );
}
