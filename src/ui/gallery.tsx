import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorState } from './error-state.tsx';
import { Icon } from './icons.tsx';
import type { GalleryTexts } from './gallery-impl.tsx';

export type GalleryImage = { src: string; alt: string };

/**
 * A button that opens the images in a full-screen gallery (photoswipe): previous and next, a
 * numbered button per image, keyboard (arrows, Escape, Tab stays inside), focus back to the
 * button on close. Photoswipe and its styles load on the first click.
 */
export function GalleryButton({ images, label }: { images: readonly GalleryImage[]; label: string }) {
  const { t } = useLingui();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const texts: GalleryTexts = {
    dialog: label,
    close: t`Close`,
    previous: t`Previous image`,
    next: t`Next image`,
    zoom: t`Zoom`,
    error: t`The image could not be loaded.`,
    of: t`of`,
    pages: t`Images`,
    imageOf: (position, total) => t`Image ${position} of ${total}`,
  };

  async function open() {
    setOpening(true);
    setFailed(false);
    try {
      const { openGallery } = await import('./gallery-impl.tsx');
      await openGallery(images, 0, texts);
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary button--small" aria-busy={opening} onClick={() => void open()}>
        <Icon name="image" size={18} />
        {label}
      </button>
      {failed && <ErrorState inline message={t`The gallery could not be opened.`} onRetry={() => void open()} />}
    </>
  );
}
