import { readFileSync } from 'node:fs';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = new TraceMap(readFileSync(file + '.map', 'utf8'));
const lines = code.split('\n');
const sizes = new Map();
let prev = null;
const ms = [];
eachMapping(map, (m) => ms.push(m));
ms.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < ms.length; i++) {
  const m = ms[i], n = ms[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn;
  const k = (m.source || '?').replace(/.*node_modules\//, 'nm/').replace(/.*\/(apps|packages)\//, '$1/');
  sizes.set(k, (sizes.get(k) || 0) + len);
}
const tot = [...sizes.values()].reduce((a, b) => a + b, 0);
console.log('total raw', code.length, 'mapped', tot);
for (const [k, v] of [...sizes].sort((a, b) => b[1] - a[1]).slice(0, +process.argv[3] || 50)) console.log(String(v).padStart(8), k);
