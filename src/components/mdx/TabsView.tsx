import React from "react";
import type { TabItemProps } from "./TabItem";
import * as styles from "./Tabs.module.css";

export interface TabsViewProps {
  id: string;
  label?: string;
  items: React.ReactElement<TabItemProps>[];
  selected: string | undefined;
  onSelect?: (value: string) => void;
  onKeyDown?: (e: React.KeyboardEvent<HTMLButtonElement>) => void;
  listRef?: React.Ref<HTMLDivElement>;
  tabRef?: (index: number, el: HTMLButtonElement | null) => void;
  /** The behaviour is hydrated: marked on the tab list as data-ready (tests wait for it). */
  ready?: boolean;
}

/**
 * The markup of a tab group. Every panel is in the HTML with its label: without JavaScript all
 * panels show one after another, and CSS under html[data-js] (set by the head script before
 * paint) shows only the selected one and the tab list.
 */
export default function TabsView({
  id,
  label,
  items,
  selected,
  onSelect,
  onKeyDown,
  listRef,
  tabRef,
  ready = false,
}: TabsViewProps) {
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={listRef} data-ready={ready ? "" : undefined}>
        {items.map((item, i) => {
          const on = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={tabRef ? (el) => tabRef(i, el) : undefined}
              type="button"
              role="tab"
              id={`${id}t${i}`}
              aria-selected={on}
              aria-controls={`${id}p${i}`}
              tabIndex={on ? 0 : -1}
              className={styles.tab}
              onClick={onSelect ? () => onSelect(item.props.value) : undefined}
              onKeyDown={onKeyDown}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}p${i}`}
          aria-labelledby={`${id}t${i}`}
          tabIndex={0}
          className={styles.panel}
          data-selected={item.props.value === selected ? "" : undefined}
          data-value={item.props.value}
        >
          <p className={styles.panelLabel}>{item.props.label ?? item.props.value}</p>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
