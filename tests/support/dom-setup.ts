// The jsdom tests' setup (the "dom" project of vite.config.ts).
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Testing Library's waits (waitFor, findBy…) give up after 1 s by default: too short on a busy
// 2-core machine, where a lazy import or a re-render can take longer. Only a failing wait is slower.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout, hence no matchMedia: the tests see a wide screen (tables, not phone cards).
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
