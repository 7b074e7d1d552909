import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { createQueryClient } from '../data/queryClient.ts';
import { LikesSync } from '../likes/LikesSync.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FatalError } from './FatalError.tsx';
import { LocaleRoot } from './LocaleRoot.tsx';

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <ErrorBoundary fallback={(error) => <FatalError message={error.message} />}>
      <QueryClientProvider client={client}>
        <LikesSync />
        <Router>
          <LocaleRoot />
        </Router>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
