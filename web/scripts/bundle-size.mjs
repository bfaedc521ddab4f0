#!/usr/bin/env node
// Prints the gzip size of the built console's JavaScript: all of it, and what the sign-in
// route loads (the entry chunk, its static imports, the lazily loaded login page and its
// imports), read from Vite's build manifest. Fails when the login route exceeds its budget.
//
//   node scripts/bundle-size.mjs [--budget-kb 300] [--route src/features/login/LoginPage.tsx]
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(webRoot, 'dist', 'console');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const budgetKb = Number(option('--budget-kb', '300'));
const routeSource = option('--route', 'src/features/login/LoginPage.tsx');

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error(`no build manifest in ${outDir}/.vite: run "npm run build" first`);
  process.exit(2);
}

const gzipBytes = (file) => gzipSync(readFileSync(join(outDir, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Static imports only: a dynamic import is another route, loaded when that route opens.
function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the build manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('the build manifest has no entry chunk');
const routeChunks = collect(routeSource, collect(entryKey, new Set()));
const routeFiles = [...routeChunks].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));

const staticDir = join(outDir, 'static');
const allFiles = readdirSync(staticDir).filter((file) => file.endsWith('.js')).map((file) => `static/${file}`);
const total = allFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
const route = routeFiles.reduce((sum, file) => sum + gzipBytes(file), 0);

console.log(`all JS (${allFiles.length} files), gzip: ${kb(total)}`);
console.log(`login route JS (${routeFiles.length} files), gzip: ${kb(route)} (budget ${budgetKb} KB)`);
for (const file of routeFiles.sort()) console.log(`  ${file.padEnd(48)} ${kb(gzipBytes(file)).padStart(10)}`);

if (route > budgetKb * 1024) {
  console.error(`login route is over its ${budgetKb} KB gzip budget`);
  process.exit(1);
}
