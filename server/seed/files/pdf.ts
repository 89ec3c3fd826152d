// A minimal, valid one-page PDF (Helvetica, WinAnsi text) with a brand header band.

export type PdfLine = { text: string; size?: number; bold?: boolean; x?: number; gap?: number };

const escapePdf = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
/** WinAnsi is Latin-1 plus a few typographic marks in 0x80–0x9f; anything else becomes '?'. */
const WIN_ANSI_EXTRA: Record<string, string> = { '€': '\x80', '•': '\x95', '–': '\x96', '—': '\x97', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94', '×': '\xd7' };
const latin1 = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, (c) => WIN_ANSI_EXTRA[c] ?? '?');

export function makePdf(title: string, lines: readonly PdfLine[]): Buffer {
  const ops: string[] = [];
  // Header band in the brand blue, with the title in white.
  ops.push('0.114 0.306 0.847 rg 0 752 612 40 re f');
  ops.push('0.976 0.451 0.086 rg 0 748 612 4 re f');
  ops.push(`BT 1 1 1 rg /F2 16 Tf 48 766 Td (${escapePdf(latin1(title))}) Tj ET`);
  let y = 712;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= line.gap ?? size + 6;
    ops.push(`BT 0.1 0.1 0.12 rg /${line.bold ? 'F2' : 'F1'} ${size} Tf ${line.x ?? 48} ${y} Td (${escapePdf(latin1(line.text))}) Tj ET`);
  }
  const content = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
