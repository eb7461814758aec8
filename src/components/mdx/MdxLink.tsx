import React from "react";
import { Link } from "gatsby";

/** Internal links navigate client-side; external ones open as usual. */
export default function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//")) {
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
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
