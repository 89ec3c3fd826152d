// The bench's floor (scripts/bench/floor.ts): the least a React + react-router sign-in page costs.
// A heading, a form with an e-mail, a password and a button; no styles, no data, no translations.
// Its router is the portal's: react-router in declarative mode (src/app/routes.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

function SignIn() {
  return (
    <main>
      <h1>Sign in</h1>
      <form method="post" onSubmit={(event) => event.preventDefault()}>
        <label>
          E-mail <input type="email" name="email" autoComplete="email" required />
        </label>
        <label>
          Password <input type="password" name="password" autoComplete="current-password" required />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<SignIn />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
