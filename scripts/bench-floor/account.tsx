// The bench's signed-in floor (scripts/bench/lighthouse.ts): the least a React page showing my
// account's data costs. It asks for what my account waits for (the customer, their first packages
// and shipments, at my account's page sizes) with the token the portal stores, all three at once,
// and renders them; no router, styles, translations or schemas. The floor's host passes /api to the
// portal's server, so the answers are the portal's own.
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { PAGE_SIZES } from '../../src/lib/page-sizes.ts';

type Row = { id: number; tracking?: string; content?: string; status?: string };
type Account = { customer: { display_name?: string; email?: string }; packages: Row[]; shipments: Row[] };

const get = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`/api/${path}`, { headers: { authorization: `Bearer ${localStorage.getItem('userToken')}`, accept: 'application/json' } });
  return ((await res.json()) as { data: T }).data;
};

function MyAccount() {
  const [account, setAccount] = useState<Account | null>(null);
  useEffect(() => {
    void Promise.all([
      get<Account['customer']>('users/me'),
      get<Row[]>(`packages?page=1&page_size=${PAGE_SIZES.accountPackages}`),
      get<Row[]>(`shipments?page=1&page_size=${PAGE_SIZES.accountShipments}`),
    ]).then(([customer, packages, shipments]) => setAccount({ customer, packages, shipments }));
  }, []);
  if (!account) return <p>Loading…</p>;
  const list = (rows: Row[]) => (
    <ul>
      {rows.map((row) => (
        <li key={row.id}>
          {row.tracking} {row.content} {row.status}
        </li>
      ))}
    </ul>
  );
  return (
    <main>
      <h1>Hello, {account.customer.display_name ?? account.customer.email}</h1>
      <h2>Packages</h2>
      {list(account.packages)}
      <h2>Shipments</h2>
      {list(account.shipments)}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MyAccount />
  </StrictMode>,
);
