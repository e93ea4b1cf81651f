import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider, type Theme } from '@mui/material';
import { ToastProvider } from '../features/toast/toast-provider';
import { GlobalStyles } from './global-styles';
import { ScrollToTop } from './scroll-to-top';

/**
 * Everything every screen needs: query cache, theme, toasts and the router. Remotes render inside it.
 * The query client and the theme are made by bootstrap.tsx (createQueryClient, createTallyTheme),
 * each in a task of its own before the first render.
 */
export function AppProvider({ queryClient, theme, children }: { queryClient: QueryClient; theme: Theme; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyles theme={theme} />
        <ToastProvider>
          <BrowserRouter>
            <ScrollToTop />
            {children}
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
