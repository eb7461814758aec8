import React, { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { chooseTab, subscribeTabs, tabChoice } from "./tabsStore";
import * as styles from "./Tabs.module.css";

export interface TabItemProps {
  /** Identifies the tab in its group, in storage and in `?tabs=`. */
  value: string;
  /** The tab's visible name; defaults to the value. */
  label?: string;
  /** Selected when no choice is remembered (else the first tab). */
  default?: boolean;
  children?: React.ReactNode;
}

export interface TabsProps {
  /** Tabs with the same groupId switch together on every page, and the choice is remembered. */
  groupId?: string;
  /** An accessible name for the tab list, when the text before it does not say what it switches. */
  label?: string;
  children?: React.ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`, which reads its props. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const noGroup = () => () => {};
const serverChoice = () => null;

/**
 * Tabs per the WAI-ARIA tabs pattern (arrow keys, Home, End; automatic activation). The HTML
 * holds every panel with its label: without JavaScript all panels show one after another, and
 * CSS under html[data-js] (set by the head script before paint) shows only the selected one.
 */
export default function Tabs({ groupId, label, children }: TabsProps) {
  const items = React.Children.toArray(children).filter((c): c is React.ReactElement<TabItemProps> => React.isValidElement(c) && typeof (c.props as TabItemProps).value === "string");
  const values = items.map((i) => i.props.value);
  const fallback = items.find((i) => i.props.default)?.props.value ?? values[0];
  const remembered = useSyncExternalStore(groupId ? subscribeTabs : noGroup, () => (groupId ? tabChoice(groupId) : null), serverChoice);
  const [local, setLocal] = useState<string | null>(null);
  const wanted = groupId ? remembered : local;
  const selected = wanted !== null && values.includes(wanted) ? wanted : fallback;

  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  // Switching a group can resize the blocks above this one: keep this tab list where it was.
  const anchorTop = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (anchorTop.current === null || !list.current) return;
    const moved = list.current.getBoundingClientRect().top - anchorTop.current;
    anchorTop.current = null;
    if (moved) window.scrollBy(0, moved);
  });

  const select = (value: string) => {
    anchorTop.current = list.current?.getBoundingClientRect().top ?? null;
    if (groupId) chooseTab(groupId, value);
    else setLocal(value);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const at = values.indexOf(selected);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: values.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const to = (next + values.length) % values.length;
    select(values[to]);
    tabs.current[to]?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={list}>
        {items.map((item, i) => {
          const on = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(el) => (tabs.current[i] = el)}
              type="button"
              role="tab"
              id={`${id}t${i}`}
              aria-selected={on}
              aria-controls={`${id}p${i}`}
              tabIndex={on ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={onKeyDown}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div key={item.props.value} role="tabpanel" id={`${id}p${i}`} aria-labelledby={`${id}t${i}`} tabIndex={0} className={styles.panel} data-selected={item.props.value === selected ? "" : undefined} data-value={item.props.value}>
          <p className={styles.panelLabel}>{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
