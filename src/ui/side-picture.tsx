/**
 * The decorative picture beside a public page's card: the web one and the mobile one (empty while
 * they load: nothing shows). Its box is there before the picture arrives, so nothing moves when
 * it does; the page's stylesheet hides it where the card needs the width. The data layer's
 * src/data/side-picture.tsx gives it the app settings' pictures.
 */
export function SidePicture({ web, mobile }: { web: string; mobile: string }) {
  return (
    <div className="auth-page__art" aria-hidden="true">
      {web && (
        <picture>
          {mobile && <source media="(max-width: 767px)" srcSet={mobile} />}
          <img src={web} alt="" width="480" height="640" />
        </picture>
      )}
    </div>
  );
}
