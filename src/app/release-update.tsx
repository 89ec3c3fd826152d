import { Trans } from '@lingui/react/macro';
import { releaseUpdateMachine } from '../../machines/release-update.ts';
import { useActorSelector } from '../lib/use-actor-selector.ts';
import { useFlowActor } from '../lib/use-flow-actor.ts';
import { watchReleases } from './watch-releases.ts';

const machine = releaseUpdateMachine.provide({
  actors: { watchReleases },
  actions: { reloadPage: () => window.location.reload() },
});

/**
 * "Nueva versión · Actualizar" when a newer release waits (the releaseUpdate machine,
 * docs/product.md#updates), whose actor also keeps the service worker
 * (docs/performance.md#the-service-worker). Loaded once the first screen is done
 * (release-update-slot.tsx).
 */
export default function ReleaseUpdate() {
  const actor = useFlowActor(machine);
  const prompt = useActorSelector(actor, (snapshot) => Object.values(snapshot.getMeta()).some((meta) => (meta as { prompt?: boolean }).prompt));
  const activating = useActorSelector(actor, (snapshot) => snapshot.matches('activating'));
  if (!prompt) return null;
  return (
    <section className="release-update" aria-labelledby="release-update-title">
      <p id="release-update-title" className="release-update__title">
        <Trans>New version</Trans>
      </p>
      <div className="release-update__actions">
        <button type="button" className="button button--secondary" aria-disabled={activating} onClick={() => actor.send({ type: 'LATER' })}>
          <Trans>Later</Trans>
        </button>
        {/* Not a write: the new release's worker holds all its code, so it applies with no connection too. */}
        <button type="button" className="button button--primary" aria-disabled={activating} onClick={() => actor.send({ type: 'UPDATE' })}>
          {activating ? <Trans>Updating…</Trans> : <Trans>Update</Trans>}
        </button>
      </div>
    </section>
  );
}
