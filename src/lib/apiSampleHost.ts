/** The host every API request sample is written with; a reader can swap in their own panel (src/lib/panelAddress.ts). */
export const SAMPLE_HOST = "http://<主机>:5678";
