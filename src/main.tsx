// The entry evaluates React first; the rest of the boot is its own task, so the browser gets to
// breathe between the two (no single long task on a slow phone).
import 'react';
import 'react-dom/client';
import './styles/index.css';
import { startSessionCheck } from './api/early-session.ts';
import { preloadSignedInArea } from './app/preload-signed-in.ts';

// A stored session is checked at once, then the signed-in area's code is fetched beside the boot.
if (startSessionCheck()) preloadSignedInArea();

void import('./boot.tsx');
