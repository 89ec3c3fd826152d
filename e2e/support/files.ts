// Files the specs upload: the smallest PDF the server's magic-byte check accepts.
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
