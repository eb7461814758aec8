import React from "react";
import { t } from "../../config/labels";

type Level = 2 | 3 | 4;

/** Content headings with a visible-on-hover "#" link to themselves. */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    return (
      <Tag id={id} {...rest}>
        {children}
        {id ? (
          <a
            className="heading-anchor"
            href={`#${id}`}
            aria-label={t("docs.headingAnchor", { title: typeof children === "string" ? children : id })}
          >
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
