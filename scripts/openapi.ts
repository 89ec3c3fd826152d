// `npm run openapi`: writes docs/api/ from the declared routes (tests/server/openapi-documents.test.ts fails when they differ).
import { mkdirSync, writeFileSync } from 'node:fs';
import { documentText, portalDocument, warehouseDocument } from '../server/openapi/documents.ts';

mkdirSync('docs/api', { recursive: true });
writeFileSync('docs/api/portal.openapi.json', documentText(portalDocument()));
writeFileSync('docs/api/warehouse.openapi.json', documentText(warehouseDocument()));
console.log('docs/api/portal.openapi.json and docs/api/warehouse.openapi.json written');
