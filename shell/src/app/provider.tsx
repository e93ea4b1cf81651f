import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import { createQueryClient, createTallyTheme } from '@tally/ui';
import { ToastProvider } from '../features/toast/toast-provider';
import { GlobalStyles } from './global-styles';

/** Everything every screen needs: query cache, theme, toasts and the router. Remotes render inside it. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [theme] = useState(createTallyTheme);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <GlobalStyles theme={theme} />
        <ToastProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
