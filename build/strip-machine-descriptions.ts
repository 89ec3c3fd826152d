import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A plain string: 'text', "text" or `text` without expressions. */
const isPlainString = (node: Node) =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);

/**
 * The statecharts' `description`s are written for the Stately visualizer and the path tests, which
 * read the source; the browser never shows them. They are left out of the browser's code (about
 * 9 KB across the machines, 0.4 KB gzip of the first screen's).
 */
export const stripMachineDescriptions: Plugin = {
  name: 'casillero:strip-machine-descriptions',
  apply: 'build',
  transform(code, id) {
    if (!/[\\/]machines[\\/][^\\/]+\.ts$/.test(id) || !code.includes('description')) return null;
    const s = new MagicString(code);
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!isNode(node)) return;
      if (node.type === 'ObjectExpression') {
        const properties = node.properties as Node[];
        properties.forEach((property, index) => {
          const key = property.key as Node | undefined;
          const value = property.value as Node | undefined;
          const named = key && ((key.type === 'Identifier' && key.name === 'description') || (key.type === 'Literal' && key.value === 'description'));
          if (property.type !== 'Property' || property.computed || !named || !value || !isPlainString(value)) return;
          // With the comma that follows it, so the object stays valid.
          const next = properties[index + 1];
          s.remove(property.start, next ? next.start : property.end);
        });
      }
      for (const [field, child] of Object.entries(node)) if (field !== 'type') visit(child);
    };
    visit(this.parse(code));
    return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true, source: id }) } : null;
  },
};
