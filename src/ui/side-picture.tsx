/**
 * The decorative picture beside a public page's card: the web one and the mobile one (empty while
 * they load: nothing shows). Its box is there before the picture arrives, so nothing moves when
 * it does; the page's stylesheet hides it where the card needs the width. The data layer's
 * src/data/side-picture.tsx gives it the app settings' pictures; the sign-in page, the page's own.
 * `lazy`: a browser fetches no picture its stylesheet hides (a phone's sign-in).
 */
export function SidePicture({ web, mobile, lazy = false }: { web: string; mobile: string; lazy?: boolean }) {
  return (
    <div className="auth-page__art" aria-hidden="true">
      {web && (
        <picture>
          {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
          <img src={web} alt="" width="480" height="640" loading={lazy ? 'lazy' : undefined} />
        </picture>
      )}
    </div>
  );
}
