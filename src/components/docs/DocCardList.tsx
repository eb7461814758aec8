import React, { createContext, useContext } from "react";
import { Link } from "gatsby";
import type { DocCard } from "../../lib/types";
import * as styles from "./DocCardList.module.css";

/** The cards of the current page's category, given by the template. */
export const DocCardsContext = createContext<DocCard[]>([]);

export function DocCards({ cards }: { cards: DocCard[] }) {
  return (
    <ul className={styles.grid}>
      {cards.map((c) => (
        <li key={c.href}>
          <Link to={c.href} className={styles.card}>
            <span className={styles.title}>{c.label}</span>
            {c.description ? <span className={styles.description}>{c.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `<DocCardList />` in MDX: the children of the category this page opens. */
export default function DocCardList() {
  return <DocCards cards={useContext(DocCardsContext)} />;
}
