import React from "react";
import { Link } from "gatsby";
import { withSitePrefix } from "../../config/routes";

/** A file the site serves as it is (/openapi/open.json, /docs/cli.md), not a page. */
const isFile = (href: string) => /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0]) && !/\.html$/i.test(href.split(/[?#]/)[0]);

/** Internal links navigate client-side; files and external links open as usual. */
export default function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//") && !isFile(href)) {
    const [path, hash] = href.split("#");
    const clean = path.length > 1 ? path.replace(/\/+$/, "").replace(/\/index\.html$/, "") : path;
    return (
      <Link to={`${clean}${hash !== undefined ? `#${hash}` : ""}`} {...(rest as object)}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={withSitePrefix(href)} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
