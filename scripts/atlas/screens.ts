// Where the atlas keeps a UI model state's screenshots: one per language and width, named by the
// flow and the state's dotted path. The screenshot pass (e2e/paths/support/atlas-visits.ts) writes
// them, the site (scripts/atlas/build.ts) shows them; both name them here (docs/flows/README.md).
import { LANGUAGES, type Language } from '../../src/api/contract/limits.ts';

/** The widths a screen is designed at: a modest phone first, then a desktop. */
const ATLAS_WIDTHS = [360, 1280] as const;
export type AtlasWidth = (typeof ATLAS_WIDTHS)[number];
const ATLAS_LANGUAGES: readonly Language[] = LANGUAGES;

/** The folder the screenshot pass writes to, and the site copies from (git-ignored). */
export const SCREENS_DIR = '.atlas-screens';

export type ScreenShot = { flow: string; state: string; language: Language; width: AtlasWidth };

/** A screenshot's file, relative to the screens folder (and to the site's `screens/`). */
export const screenFile = ({ flow, state, language, width }: ScreenShot): string => `${flow}/${state}.${language}.${width}.jpg`;

/** Every screenshot a state should have. */
export const screensOf = (flow: string, state: string): ScreenShot[] =>
  ATLAS_LANGUAGES.flatMap((language) => ATLAS_WIDTHS.map((width) => ({ flow, state, language, width })));

const LANGUAGE_NAMES: Record<Language, string> = { es: 'Spanish', en: 'English' };

/** A screenshot's caption, as a reader says it: "Spanish, 360 px". */
export const shotCaption = (shot: Pick<ScreenShot, 'language' | 'width'>): string => `${LANGUAGE_NAMES[shot.language]}, ${shot.width} px`;
