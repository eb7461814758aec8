import React from "react";

/** The modal's line icons (DocSearch's shapes), drawn in the current text colour. The magnifier,
 * which the navbar's button shows on every page, is in ../MagnifierIcon.tsx: the modal's chunk
 * alone carries these. */
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.4,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export const CloseIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
    <path d="M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z" {...stroke} />
  </svg>
);

/** A page, a heading (#), a passage of text (lines), a recent choice (clock). */
export const RowIcon = ({ kind }: { kind: "page" | "heading" | "content" | "recent" }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    {kind === "page" ? (
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zM14 2v6h6M16 13H8M16 17H8" {...stroke} />
    ) : null}
    {kind === "heading" ? <path d="M4 9h16M4 15h16M10 3 8 21M16 3l-2 18" {...stroke} /> : null}
    {kind === "content" ? <path d="M17 6H3M21 12H3M15.1 18H3" {...stroke} /> : null}
    {kind === "recent" ? <path d="M12 7v5l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" {...stroke} /> : null}
  </svg>
);

export const EnterIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" className="DocSearch-Hit-Select-Icon" aria-hidden="true">
    <path d="M18 3v4c0 2-2 4-4 4H2M8 17l-6-6 6-6" {...stroke} />
  </svg>
);

export const KeyIcon = ({ name, label }: { name: "enter" | "up" | "down"; label: string }) => (
  <svg width="15" height="15" viewBox="0 0 24 24" role="img" aria-label={label}>
    {name === "enter" ? <path d="M9 10l-5 5 5 5M20 4v7a4 4 0 0 1-4 4H4" {...stroke} /> : null}
    {name === "up" ? <path d="m5 12 7-7 7 7M12 19V5" {...stroke} /> : null}
    {name === "down" ? <path d="M12 5v14M19 12l-7 7-7-7" {...stroke} /> : null}
  </svg>
);
