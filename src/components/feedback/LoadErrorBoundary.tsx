import React from "react";
import { t } from "../../config/labels";
import { timing } from "../../config/site";
import * as styles from "./LoadErrorBoundary.module.css";

interface Props {
  children: React.ReactNode;
  /**
   * Called by 重试: the parent creates a fresh lazy import and remounts this boundary (a new
   * key), so that no state of the failed attempt is kept. Clearing the error here instead
   * worked with React but not with Preact's compat layer (the failure stayed on screen).
   */
  onRetry: () => void;
  onDismiss?: () => void;
  /** What to say instead of the generic "failed to load" text (the search's own failure text). */
  message?: React.ReactNode;
  /** Also retry by itself: at once when the browser is back online, else every few seconds. */
  autoRetry?: boolean;
}

interface State {
  error: Error | null;
}

/** A lazily loaded part that failed to load: its error text and a 重试 button. */
export default class LoadErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };
  private timer = 0;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(_: Props, previous: State) {
    if (!this.props.autoRetry) return;
    if (this.state.error && !previous.error) {
      window.addEventListener("online", this.retry);
      this.timer = window.setInterval(this.retry, timing.searchRetryMs);
    }
  }

  componentWillUnmount() {
    this.stopRetrying();
  }

  private stopRetrying() {
    window.removeEventListener("online", this.retry);
    window.clearInterval(this.timer);
  }

  private retry = () => this.props.onRetry();

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={styles.overlay}>
        <div className={styles.box} role="alert">
          {this.props.message ?? <p>{t("error.loadFailed", { message: this.state.error.message })}</p>}
          <div className={styles.actions}>
            <button type="button" onClick={this.retry} className={styles.retry}>
              {t("error.retry")}
            </button>
            {this.props.onDismiss ? (
              <button type="button" onClick={this.props.onDismiss} className={styles.dismiss}>
                {t("announcement.close")}
              </button>
            ) : null}
          </div>
        </div>
      </div>
    );
  }
}
