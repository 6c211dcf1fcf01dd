import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStreamQueries } from '@/lib/rtk/stream-query';

afterEach(() => {
  cleanup();
  resetStreamQueries();
  window.localStorage.clear();
});
