// Every document the code cites is in the repository: a citation `docs/<file>.md#<anchor>` names
// a file that exists and a heading of it (GitHub's anchors), and nothing cites the documents the
// project was first written from, which a clone does not have (docs/architecture.md#layers-and-imports
// is how a citation looks).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubAnchor, headingAnchors } from './support/markdown-anchors.ts';

/** The repository's text files: tracked or new, never ignored (node_modules, dist), never binary. */
function textFiles(): { path: string; lines: string[] }[] {
  const paths = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && existsSync(path));
  return [...new Set(paths)].flatMap((path) => {
    const bytes = readFileSync(path);
    if (bytes.subarray(0, 8000).includes(0)) return [];
    return [{ path, lines: bytes.toString('utf8').split(/\r?\n/) }];
  });
}

const files = textFiles();

/** `docs/product.md#rate-limits`, not inside a longer path or address. */
const CITATION = /(?<![\w./-])(docs\/[\w./-]+?\.md)(?:#([\p{L}\p{M}\p{N}_-]*))?/gu;

/** A Markdown link that stays in the repository: `](product.md#calls)`, `](#rate-limits)`. */
const RELATIVE_LINK = /\]\((?![a-z][\w+.-]*:|\/)([^)#\s]*)(?:#([^)\s]*))?\)/g;

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> {
  let found = anchorsOf.get(doc);
  if (!found) {
    found = new Set(headingAnchors(readFileSync(doc, 'utf8')));
    anchorsOf.set(doc, found);
  }
  return found;
}

/** The outside documents' names, and a section sign before a number, which only they use. */
const OUTSIDE_DOCUMENTS: [RegExp, string][] = [
  [/\b(?:decisions|spec)(?:\.md)? ?§/i, 'cites a section of a document outside the repository'],
  [/\b(?:decisions|spec)\.md\b/i, 'names a document outside the repository'],
  [/(?<!docs\/)\barchitecture\.md\b/, 'names the architecture document without its folder (docs/)'],
  [/§ ?\d/, 'cites a numbered section (§) of a document outside the repository'],
];

describe('githubAnchor', () => {
  it.each([
    ['## 7. The API contract', '7-the-api-contract'],
    ['Rate limits', 'rate-limits'],
    ['Diseño y Señales', 'diseño-y-señales'],
    ['What `pin/grant` answers', 'what-pingrant-answers'],
    ['Casillero — the product', 'casillero--the-product'],
    ['Money, dates & phones (es/en)!', 'money-dates--phones-esen'],
    ['The **quote** and [consolidation](#x)', 'the-quote-and-consolidation'],
    ['snake_case_name and _emphasis_', 'snake_case_name-and-emphasis'],
    ['Ready? 200 or 503', 'ready-200-or-503'],
  ])('%s -> %s', (heading, anchor) => {
    expect(githubAnchor(heading.replace(/^#+ /, ''))).toBe(anchor);
  });

  it('numbers a repeated heading and skips code blocks', () => {
    const markdown = ['# Notes', '## Notes', '```md', '## Not a heading', '```', '### Notes ###', '## Notes-1'].join('\n');
    expect(headingAnchors(markdown)).toEqual(['notes', 'notes-1', 'notes-2', 'notes-1-1']);
  });
});

describe('citations', () => {
  it('name a document of docs/ and, after #, one of its headings', () => {
    const broken: string[] = [];
    for (const { path, lines } of files) {
      lines.forEach((line, index) => {
        for (const [citation, doc, anchor] of line.matchAll(CITATION)) {
          const where = `${path}:${index + 1}`;
          if (!existsSync(doc!)) broken.push(`${where}: ${citation} (no such file)`);
          else if (anchor !== undefined && !anchors(doc!).has(anchor)) broken.push(`${where}: ${citation} (no such heading)`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it("in docs/, a link to a file or a heading of the same documents leads to it", () => {
    const broken: string[] = [];
    for (const { path, lines } of files) {
      if (!path.startsWith('docs/') || !path.endsWith('.md')) continue;
      lines.forEach((line, index) => {
        for (const [link, target, anchor] of line.matchAll(RELATIVE_LINK)) {
          const doc = target === '' ? path : join(dirname(path), target!);
          const where = `${path}:${index + 1}`;
          if (!existsSync(doc)) broken.push(`${where}: ${link} (no such file)`);
          else if (anchor !== undefined && doc.endsWith('.md') && !anchors(doc).has(anchor)) broken.push(`${where}: ${link} (no such heading)`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('never lead outside the repository', () => {
    const outside: string[] = [];
    for (const { path, lines } of files) {
      if (path.startsWith('docs/')) continue;
      lines.forEach((line, index) => {
        const problem = OUTSIDE_DOCUMENTS.find(([pattern]) => pattern.test(line))?.[1];
        if (problem) outside.push(`${path}:${index + 1}: ${problem}: ${line.trim()}`);
      });
    }
    expect(outside).toEqual([]);
  });
});
