import React from "react";

/** The search magnifier (DocSearch's shape), on the navbar's button and in the modal's search box. */
export default function MagnifierIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" className="DocSearch-Search-Icon" aria-hidden="true">
      <circle cx="11" cy="11" r="8" fill="none" stroke="currentColor" strokeWidth={1.4} />
      <path
        d="m21 21-4.3-4.3"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
