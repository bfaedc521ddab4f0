/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Business title shown in the header and the page title; set at build time. */
  readonly VITE_APP_TITLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
