// Loaded lazily by gallery.tsx: photoswipe and its styles stay out of the pages' bundles.
import PhotoSwipe, { type SlideData } from 'photoswipe';
import 'photoswipe/style.css';
import '../styles/gallery.css';

export type GalleryTexts = {
  dialog: string;
  close: string;
  previous: string;
  next: string;
  zoom: string;
  error: string;
  of: string;
  pages: string;
  imageOf: (position: number, total: number) => string;
};

/** Photoswipe needs each image's size: it is read from the image itself (media carry none). */
function measure(src: string, alt: string): Promise<SlideData> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ src, alt, width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve({ src, alt, width: 1200, height: 900 });
    image.src = src;
  });
}

/** The numbered buttons under the image: each jumps to its image; the current one is marked. */
function addPagination(pswp: PhotoSwipe, texts: GalleryTexts) {
  pswp.ui?.registerElement({
    name: 'pages',
    className: 'pswp__pages',
    appendTo: 'wrapper',
    tagName: 'nav',
    onInit: (element, gallery) => {
      element.setAttribute('aria-label', texts.pages);
      const total = gallery.getNumItems();
      const buttons = Array.from({ length: total }, (_, index) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'pswp__page';
        button.textContent = String(index + 1);
        button.setAttribute('aria-label', texts.imageOf(index + 1, total));
        button.addEventListener('click', () => gallery.goTo(index));
        element.appendChild(button);
        return button;
      });
      const mark = () =>
        buttons.forEach((button, index) => {
          if (index === gallery.currIndex) button.setAttribute('aria-current', 'true');
          else button.removeAttribute('aria-current');
        });
      gallery.on('change', mark);
      mark();
    },
  });
}

/**
 * Tab and Shift+Tab go round the gallery's controls. Photoswipe brings back a focus that moves
 * to the page behind, but the gallery is the page's last element: past its last control the
 * browser's own interface would take the focus.
 */
function keepTabInside(pswp: PhotoSwipe) {
  pswp.on('keydown', (event) => {
    const key = event.originalEvent;
    const root = pswp.element;
    if (key.key !== 'Tab' || !root) return;
    const controls = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')].filter((control) => control.offsetParent !== null);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const wraps = key.shiftKey ? active === first || active === root : active === last;
    if (!wraps) return;
    key.preventDefault();
    event.preventDefault(); // photoswipe's own Tab handling
    (key.shiftKey ? last : first).focus();
  });
}

type ViewerState = { casilleroViewer?: true } | null;
const viewerOnTop = () => (history.state as ViewerState)?.casilleroViewer === true;

/**
 * The open viewer is a history entry of its own, at the page's address: the phone's Back closes it
 * and stays on the page (docs/product.md#steps-and-history). Closed otherwise, its entry is gone
 * again. Closing it never navigates, so going back cannot race a navigation of the page's.
 */
function backCloses(pswp: PhotoSwipe) {
  history.pushState({ ...(history.state as object | null), casilleroViewer: true }, '');
  const onPop = () => {
    if (!viewerOnTop()) pswp.close();
  };
  window.addEventListener('popstate', onPop);
  pswp.on('destroy', () => {
    window.removeEventListener('popstate', onPop);
    if (viewerOnTop()) history.back();
  });
}

/** Opens the gallery at `index`; resolves once it is open. */
export async function openGallery(images: readonly { src: string; alt: string }[], index: number, texts: GalleryTexts): Promise<void> {
  const dataSource = await Promise.all(images.map((image) => measure(image.src, image.alt)));
  const pswp = new PhotoSwipe({
    dataSource,
    index,
    closeTitle: texts.close,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    zoomTitle: texts.zoom,
    errorMsg: texts.error,
    indexIndicatorSep: ` ${texts.of} `,
    bgOpacity: 0.92,
  });
  pswp.on('uiRegister', () => addPagination(pswp, texts));
  keepTabInside(pswp);
  backCloses(pswp);
  pswp.on('bindEvents', () => {
    pswp.element?.setAttribute('aria-label', texts.dialog);
    pswp.element?.setAttribute('aria-modal', 'true');
  });
  pswp.init();
}
