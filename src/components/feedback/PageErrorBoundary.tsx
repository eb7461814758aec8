import React from "react";
import { t } from "../../config/labels";
import * as styles from "./PageErrorBoundary.module.css";

interface Props {
  children: React.ReactNode;
  /** The page's path: a crashed page's error screen goes away when the visitor navigates. */
  resetKey: string;
}

interface State {
  error: Error | null;
}

/** Catches a crash inside the page content; the navbar around it stays usable. */
export default class PageErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  componentDidUpdate(prev: Props) {
    // The boundary stays mounted with the shell, so it resets itself instead of being remounted.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => this.setState({ error: null });

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={styles.crash} role="alert">
        <h1>{t("error.crashTitle")}</h1>
        <p>{t("error.crashHelp")}</p>
        <p className={styles.message}>{this.state.error.message}</p>
        <button type="button" className={styles.retry} onClick={this.retry}>
          {t("error.retry")}
        </button>
      </div>
    );
  }
}
