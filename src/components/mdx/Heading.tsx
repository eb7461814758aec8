import React from "react";
import { t } from "../../config/labels";

type Level = 2 | 3 | 4;

type HeadingProps = React.HTMLAttributes<HTMLHeadingElement> & { "data-legacy-id"?: string };

/**
 * Content headings with a visible-on-hover "#" link to themselves. A heading with an explicit id
 * also carries the id its text gave it before (`data-legacy-id`, src/lib/mdx/rehypeHeadingIds.ts)
 * as an empty element, so links shared with the old anchor still land on it.
 */
export function makeHeading(level: Level) {
  const Tag = `h${level}` as const;
  function Heading({ id, children, "data-legacy-id": legacyId, ...rest }: HeadingProps) {
    return (
      <Tag id={id} {...rest}>
        {legacyId ? <span id={legacyId} aria-hidden="true" /> : null}
        {children}
        {id ? (
          <a className="heading-anchor" href={`#${id}`} aria-label={t("docs.headingAnchor", { title: typeof children === "string" ? children : id })}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
