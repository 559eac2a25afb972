// Unit-test environment: IndexedDB from fake-indexeddb, DOM matchers, clean state per test.
import 'fake-indexeddb/auto';
// toBeInTheDocument, toHaveTextContent, …: a failure shows the element and what it held.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { useToastStore } from '@/stores/toast-store';

afterEach(() => {
  cleanup();
  useToastStore.setState({ current: null });
  localStorage.clear();
});
