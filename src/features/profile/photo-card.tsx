import { useMemo, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { Client } from '../../api/contract/client.ts';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES } from '../../api/contract/limits.ts';
import { useApi } from '../../api/use-api.ts';
import { profileApi } from '../../api/profile.ts';
import { useNotifications } from '../../lib/notify-context.ts';
import { useSession } from '../../lib/session-context.ts';
import { useActorSelector } from '../../lib/use-actor-selector.ts';
import { useWriteBlocked } from '../../ui/connection-context.ts';
import { FilePicker } from '../../ui/forms/file-picker.tsx';
import { UploadProgress } from '../../ui/forms/upload-progress.tsx';
import { Icon } from '../../ui/icons.tsx';
import { progressOf, providePhotoUpload } from './profile-implementations.ts';
import { useFlowActor } from '../../lib/use-flow-actor.ts';

/** The contact card: the picture (a person placeholder without one), the name, and the photoUpload flow. */
export function PhotoCard({ client }: { client: Client }) {
  const { t } = useLingui();
  const profile = useApi(profileApi);
  const session = useSession();
  const machine = useMemo(() => providePhotoUpload(profile, session), [profile, session]);
  const actor = useFlowActor(machine, { input: { maxBytes: PROFILE_PICTURE_MAX_BYTES, types: PROFILE_PICTURE_TYPES } });
  useNotifications(actor);
  const uploading = useActorSelector(actor, (s) => s.hasTag('loading'));
  // Offline a picture cannot go up: the picker waits, saying why (docs/product.md#offline-reading).
  const offline = useWriteBlocked();
  // The upload child owns the progress: read from it while it runs.
  const progress = useSelector(
    useActorSelector(actor, (s) => s.children.upload),
    progressOf,
  );
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) actor.send({ type: 'CHOOSE', photo: file });
  };

  return (
    <section className="card photo-card" aria-labelledby="contact-card-title">
      <div className="photo-card__picture">
        {client.profile_image ? (
          <img src={client.profile_image} alt={t`Profile picture`} width={96} height={96} />
        ) : (
          <span className="photo-card__placeholder" role="img" aria-label={t`No profile picture`}>
            <Icon name="user" size={48} />
          </span>
        )}
      </div>
      <div className="photo-card__text">
        <h2 id="contact-card-title" className="card__title">
          {client.display_name}
        </h2>
        <p className="photo-card__detail">{client.email}</p>
        <p className="photo-card__detail">
          <Trans>Locker {client.locker}</Trans>
        </p>
        <FilePicker
          id="profile-photo"
          accept={PROFILE_PICTURE_TYPES.join(',')}
          aria-describedby={offline.describedBy ? `profile-photo-hint ${offline.describedBy}` : 'profile-photo-hint'}
          disabled={uploading || offline.blocked}
          onChange={choose}
          chooseLabel={<Trans>Change picture</Trans>}
          showChosen={false}
        />
        <p id="profile-photo-hint" className="field__hint">
          <Trans>JPEG or PNG, under 10 MB.</Trans>
        </p>
        {uploading && (
          <UploadProgress progress={progress}>
            <Trans>Uploading the picture… {progress}%</Trans>
          </UploadProgress>
        )}
      </div>
    </section>
  );
}
