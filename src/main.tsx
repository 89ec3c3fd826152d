// The entry imports nothing big, so a stored session is checked (and my account's first lists
// asked for) before React has even arrived; then the code the page names for its first screen is
// fetched, all at once.
import './styles/index.css';
import { startEarlyRequests } from './api/early-requests.ts';
import { afterFirstPaint, prerenderedSignInShown } from './app/first-paint.ts';
import { linkManifestWhenIdle } from './app/manifest-link.ts';
import { preloadFirstScreen } from './app/preload-first-screen.ts';

startEarlyRequests(window.location.pathname);
linkManifestWhenIdle();

// React evaluates in a task of its own, then the boot in another: no single long task on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void (prerenderedSignInShown() ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    preloadFirstScreen();
    return import('./app/react-first.ts');
  })
  .then(nextTask)
  .then(() => import('./boot.tsx'));
