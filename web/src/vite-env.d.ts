interface ImportMetaEnv {
  /** API base URL; '/api' when unset. */
  readonly VITE_API_BASE?: string;
  /** 'true' records uncaught errors in the error log during development too. */
  readonly VITE_ERROR_LOG?: string;
}
