import React from "react";
import { t } from "../../config/labels";
import * as styles from "./LoadErrorBoundary.module.css";

interface Props {
  children: React.ReactNode;
  /** Called by 重试: the parent creates a fresh lazy import and re-renders. */
  onRetry: () => void;
  onDismiss?: () => void;
}

interface State {
  error: Error | null;
}

/** A lazily loaded part that failed to load: its error text and a 重试 button. */
export default class LoadErrorBoundary extends React.Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={styles.overlay}>
        <div className={styles.box} role="alert">
          <p>{t("error.loadFailed", { message: this.state.error.message })}</p>
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
