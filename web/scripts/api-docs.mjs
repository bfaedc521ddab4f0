// Copies the API reference page's script (Scalar's standalone build, pinned in package.json)
// into dist/apidocs, gzipped, for the Go binary to embed and serve at /api/docs. It is
// loaded only by that page and never enters the console's bundle.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
// The package exports no subpath for its browser build: read it from the workspace's node_modules.
const pkgDir = join(here, '../../node_modules/@scalar/api-reference');
const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const script = readFileSync(join(pkgDir, 'dist/browser/standalone.js'));
const out = join(here, '../dist/apidocs');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'scalar.js.gz'), gzipSync(script, { level: 9 }));
writeFileSync(join(out, 'VERSION'), `${version}\n`);
console.log(`api docs: @scalar/api-reference ${version} -> dist/apidocs/scalar.js.gz`);
