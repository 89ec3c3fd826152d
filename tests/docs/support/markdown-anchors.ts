// GitHub's heading-to-anchor rule, so a test can tell whether `docs/<file>.md#<anchor>` leads
// anywhere: the rendered text of the heading, lowercased, everything but letters, marks, digits,
// underscores, hyphens and spaces dropped, each space a hyphen (as github-slugger does).

/** The text GitHub renders for a heading's Markdown: links and images by their text, no code or emphasis marks. */
function renderedText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|\b_)(\S(?:.*?\S)?)\1/g, '$2');
}

/** The anchor GitHub gives a heading, before duplicates are numbered. */
export function githubAnchor(heading: string): string {
  return renderedText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Every anchor of a Markdown file's headings, in order, the second "Notes" as `notes-1`. */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (fence === null || (opening[0] === fence[0] && opening.length >= fence.length))) {
      fence = fence === null ? opening : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = ATX_HEADING.exec(line);
    if (!heading) continue;
    const base = githubAnchor(heading[2] ?? '');
    let anchor = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(anchor)) anchor = `${base}-${++count}`;
    seen.set(base, count);
    if (anchor !== base) seen.set(anchor, 0);
    anchors.push(anchor);
  }
  return anchors;
}
