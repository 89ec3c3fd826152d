import { Link } from 'react-router-dom';
import { Logo } from './logo.tsx';

/** The logo as a link: to the account page in the signed-in area, to the root elsewhere (docs/product.md#the-signed-in-shell). */
export function LogoLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="logo-link" aria-label={label}>
      <Logo />
    </Link>
  );
}
