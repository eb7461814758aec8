import React from "react";
import { t } from "../../config/labels";
import { timing } from "../../config/site";
// The same box as every other lazily loaded part that failed (no extra CSS on every page).
import * as styles from "../feedback/LoadErrorBoundary.module.css";

interface Props {
  children: React.ReactNode;
  /** Creates a fresh lazy import of the modal and re-renders. */
  onRetry: () => void;
  onDismiss: () => void;
}

interface State {
  failed: boolean;
}

/**
 * The modal's code or stylesheet could not be loaded (offline, server down): the spec's
 * failure text, never the browser's English error; it retries by itself when the browser is
 * back online and every few seconds, and on 重试.
 */
export default class SearchLoadError extends React.Component<Props, State> {
  state: State = { failed: false };
  private timer = 0;

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(_: Props, previous: State) {
    if (this.state.failed && !previous.failed) {
      window.addEventListener("online", this.retry);
      this.timer = window.setInterval(this.retry, timing.searchRetryMs);
    } else if (!this.state.failed && previous.failed) this.stopWatching();
  }

  componentWillUnmount() {
    this.stopWatching();
  }

  private stopWatching() {
    window.removeEventListener("online", this.retry);
    window.clearInterval(this.timer);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={styles.overlay}>
        <div className={styles.box} role="alert">
          <p>
            <strong>{t("search.errorTitle")}</strong>
          </p>
          <p>{t("search.errorHelp")}</p>
          <div className={styles.actions}>
            <button type="button" onClick={this.retry} className={styles.retry}>
              {t("error.retry")}
            </button>
            <button type="button" onClick={this.props.onDismiss} className={styles.dismiss}>
              {t("announcement.close")}
            </button>
          </div>
        </div>
      </div>
    );
  }
}
