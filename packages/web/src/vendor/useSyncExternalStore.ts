// wouter imports the use-sync-external-store shim for React < 18. React 19 has the hook
// built in: this stand-in keeps the shim's bytes out of the first load.
export { useSyncExternalStore } from 'react';
