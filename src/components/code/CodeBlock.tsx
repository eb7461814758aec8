import React from "react";
import CopyButton from "./CopyButton";
import "../../styles/code.css";

type PreProps = React.HTMLAttributes<HTMLPreElement> & { "data-title"?: string; "data-language"?: string };

/** A highlighted code block (highlighting happened at build time) with title and copy button. */
export default function CodeBlock({ children, "data-title": title, "data-language": language, ...rest }: PreProps) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block-title">{title}</div> : null}
      {/* A scrollable region must take focus to scroll by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <pre {...rest} tabIndex={0}>
        {children}
      </pre>
      <CopyButton />
    </div>
  );
}
