import React from "react";
import { Link } from "gatsby";
import type { NavbarItem, SiteSection } from "../../config/navbar";
import { t } from "../../config/labels";
import GithubIcon from "./GithubIcon";

interface Props {
  item: NavbarItem;
  section?: SiteSection;
  className?: string;
  activeClassName?: string;
  /** In the mobile menu the GitHub item shows its text too. */
  showIconLabel?: boolean;
}

export default function NavbarLink({ item, section, className, activeClassName, showIconLabel }: Props) {
  if (item.kind === "internal") {
    const active = item.section === section;
    return (
      <Link to={item.to} className={`${className ?? ""} ${active ? activeClassName ?? "" : ""}`} aria-current={active ? "page" : undefined}>
        {item.label}
      </Link>
    );
  }
  return (
    <a href={item.href} className={className} target="_blank" rel="noopener noreferrer" aria-label={item.icon && !showIconLabel ? `${item.label}${t("navbar.externalHint")}` : undefined}>
      {item.icon === "github" ? <GithubIcon /> : null}
      {item.icon && !showIconLabel ? null : <span>{item.label}</span>}
    </a>
  );
}
