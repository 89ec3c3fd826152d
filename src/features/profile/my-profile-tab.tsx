import '../../styles/forms.css';
import '../../styles/profile.css';
import { GeoOptionsProvider } from '../../data/use-geo-options.tsx';
import { useCurrentUser } from '../../lib/session-context.ts';
import { ContactForm } from './contact-form.tsx';
import { PasswordCard } from './password-card.tsx';
import { PhotoCard } from './photo-card.tsx';

/** /home/user-information/my-profile: the contact card, the contact information and the password card (the layout has the title). */
export function MyProfileTab() {
  // The signed-in area's guard ensures a client exists here.
  const client = useCurrentUser()?.client;
  if (!client) return null;
  return (
    <div className="profile">
      <PhotoCard client={client} />
      <GeoOptionsProvider>
        <ContactForm client={client} />
      </GeoOptionsProvider>
      <PasswordCard />
    </div>
  );
}
