import React from "react";
import { navbarItems, type SiteSection } from "../../config/navbar";
import NavbarLink from "./NavbarLink";

interface Props {
  section?: SiteSection;
  /** Class names from the menu that shows the list (the drawer or the no-JavaScript menu). */
  classes: { list: string; link: string; active: string };
}

/** The navbar's items as a vertical list, with icon labels: the narrow-screen menus' content. */
export default function NavbarItemList({ section, classes }: Props) {
  return (
    <ul className={classes.list}>
      {navbarItems.map((item) => (
        <li key={item.label}>
          <NavbarLink
            item={item}
            section={section}
            className={classes.link}
            activeClassName={classes.active}
            showIconLabel
          />
        </li>
      ))}
    </ul>
  );
}
