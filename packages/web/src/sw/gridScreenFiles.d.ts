// Provided by the worker's build (build/gridScreenFiles.ts).
declare module 'virtual:grid-screen-files' {
  /** the grid's files the app's entry does not load; null: the build had no manifest */
  export const GRID_FILES: import('@lineup/core').ScreenFiles | null;
}
