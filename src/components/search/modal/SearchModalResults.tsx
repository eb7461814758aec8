import React from "react";
import { Link } from "gatsby";
import type { ModalGroup, ModalRow } from "../../../search/browser/modalRows";
import { EnterIcon, RowIcon } from "./SearchModalIcons";
import { VersionBadge } from "../SearchScopeControl";

export const LISTBOX_ID = "docsearch-list";
export const optionId = (i: number) => `docsearch-option-${i}`;

interface Props {
  groups: ModalGroup[];
  /** Index of the selected row over all groups, or -1. */
  active: number;
  onHover: (i: number) => void;
  /** A plain click: the link navigates client-side; the modal closes. */
  onChoose: (row: ModalRow) => void;
  label: string;
  recent?: boolean;
}

const modified = (e: React.MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/**
 * The result rows, grouped by page. Each row is a real link that is itself the listbox option
 * (middle-click, ⌘/Ctrl-click, "open in new tab", the route progress bar). Options stay out
 * of the tab order: the arrow keys move the selection from the search box.
 */
export default function SearchModalResults({ groups, active, onHover, onChoose, label, recent = false }: Props) {
  let n = -1;
  return (
    <div className="DocSearch-Dropdown-Container" role="listbox" id={LISTBOX_ID} aria-label={label}>
      {groups.map((g, gi) => (
        <section
          className="DocSearch-Hits"
          role="group"
          aria-labelledby={`docsearch-group-${gi}`}
          key={`${gi}-${g.label}`}
        >
          <div className="DocSearch-Hit-source" id={`docsearch-group-${gi}`}>
            {g.label}
          </div>
          <ul className="DocSearch-Hits-padded" role="none">
            {g.rows.map((row) => {
              const i = ++n;
              const selected = i === active;
              return (
                <li
                  className="DocSearch-Hit"
                  role="none"
                  data-selected={selected}
                  data-text-url={row.textUrl}
                  key={row.url}
                >
                  <Link
                    to={row.url}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    tabIndex={-1}
                    className="DocSearch-Hit-link"
                    onMouseMove={() => !selected && onHover(i)}
                    onClick={(e) => !modified(e) && onChoose(row)}
                  >
                    <div className="DocSearch-Hit-Container">
                      <div className="DocSearch-Hit-icon">
                        <RowIcon kind={recent ? "recent" : row.kind} />
                      </div>
                      <div className="DocSearch-Hit-content-wrapper">
                        {/* Escaped by markText/snippet before the query's words were marked. */}
                        <span className="DocSearch-Hit-title" dangerouslySetInnerHTML={{ __html: row.titleHtml }} />
                        {row.path ? <span className="DocSearch-Hit-path">{row.path}</span> : null}
                      </div>
                      <VersionBadge label={row.version} />
                      <div className="DocSearch-Hit-action">
                        <EnterIcon />
                      </div>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
