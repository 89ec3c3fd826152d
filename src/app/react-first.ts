// React and react-dom, evaluated before the boot and apart from it (src/main.tsx).
import 'react';
import 'react-dom/client';
