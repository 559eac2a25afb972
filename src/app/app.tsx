import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/error-boundary';
import './global-style';
import { AppRoutes } from './router';

export function App() {
  return (
    <ErrorBoundary section="Forkful">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ErrorBoundary>
  );
}
