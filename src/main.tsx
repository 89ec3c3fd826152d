// The entry evaluates React first; the rest of the boot is its own task, so the browser gets to
// breathe between the two (no single long task on a slow phone).
import 'react';
import 'react-dom/client';
import './styles/index.css';

void import('./boot.tsx');
