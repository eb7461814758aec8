import React, { useEffect, useId, useRef, useState } from "react";
import { t } from "../../config/labels";
import { normalizePanelAddress } from "../../lib/panelAddress";
import { SAMPLE_HOST } from "../../lib/apiSampleHost";
import { setPanelAddress, usePanelAddress } from "./panelAddressStore";
import { panelFormStyles as styles } from "./apiViewStyles";

/**
 * "我的面板": where the reader puts their panel's address into the request samples, or takes it
 * out again. It needs JavaScript to do anything, so the server renders nothing.
 */
export default function PanelAddressForm() {
  const address = usePanelAddress();
  const [mounted, setMounted] = useState(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setMounted(true), []);
  // The reader asked to type an address: the field takes focus (not on page load).
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  if (!mounted) return null;

  if (editing) {
    const save = (e: React.FormEvent) => {
      e.preventDefault();
      const origin = normalizePanelAddress(draft);
      if (!origin) return setInvalid(true);
      setPanelAddress(origin);
      setEditing(false);
    };
    return (
      <form className={styles.bar} onSubmit={save}>
        <label htmlFor={`${id}-address`}>{t("api.panelLabel")}</label>
        <input
          ref={input}
          id={`${id}-address`}
          className={styles.input}
          type="text"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="http://192.168.1.10:5678"
          value={draft}
          aria-invalid={invalid}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setDraft(e.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className={styles.button}>
          {t("api.panelSave")}
        </button>
        <button type="button" className={styles.button} onClick={() => setEditing(false)}>
          {t("api.panelCancel")}
        </button>
        <p id={`${id}-hint`} className={invalid ? styles.error : styles.hint} role={invalid ? "alert" : undefined}>
          {invalid ? t("api.panelInvalid") : t("api.panelHint")}
        </p>
      </form>
    );
  }

  const edit = () => {
    setDraft(address ?? "");
    setInvalid(false);
    setEditing(true);
  };
  return (
    <p className={styles.bar}>
      {address ? (
        <>
          {t("api.panelSet")}
          <code>{address}</code>
          <button type="button" className={styles.button} onClick={edit}>
            {t("api.panelChange")}
          </button>
          <button type="button" className={styles.button} onClick={() => setPanelAddress(null)}>
            {t("api.panelReset")}
          </button>
        </>
      ) : (
        <>
          {t("api.panelPlaceholderNote", { placeholder: SAMPLE_HOST })}
          <button type="button" className={styles.button} onClick={edit}>
            {t("api.panelEdit")}
          </button>
        </>
      )}
    </p>
  );
}
