import path from 'node:path';

/**
 * The SPA's folder boundaries (ARCHITECTURE §2 "Boundaries"), checked on the resolved path of
 * every import, re-export and import():
 * - src/domain, lib, ui, text and api import no feature and nothing of app/ (they are shared by all,
 *   domain also by the server);
 * - a feature may use another feature's store contract and shared pieces (its slice, actions,
 *   selectors, sagas' helpers, components), but never what is its own: its route screens (pages/:
 *   app/screens composes them), its lazy flows (*Flows.ts, workers/: they travel with a chunk and
 *   run through their feature's saga) and its HTTP client (*Api.ts: only its sagas call it).
 *   A type-only import carries no code and is allowed.
 * - src/api, the contract's shapes, imports nothing of src/domain, not even a type: the rules read
 *   the shapes, never the other way round (issue 35: no import running both ways).
 * - src/api/shapes holds the TypeBox schemas (each DTO declared once, issue 35); the server imports
 *   them as values, the SPA only as types (`import type`, or through src/api/*Types.ts's type
 *   re-exports), and nothing else in src/ imports @sinclair/typebox as a value: its bundle carries
 *   no TypeBox.
 * app/ and auth/ may import any feature.
 */
const SHARED_LAYERS = ['domain', 'lib', 'ui', 'text', 'api'];
const PRIVATE_FILE = /(Flows|Api)$/;
const PRIVATE_FOLDERS = new Set(['pages', 'workers']);
const isShapes = (parts) => parts[0] === 'api' && parts[1] === 'shapes';

/** The file's place under src/: ['features', 'cases', 'pages', 'X'] or ['lib', 'x'], or null outside src/. */
function srcParts(file, cwd) {
  const relative = path.relative(path.join(cwd, 'src'), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep);
}

function problem(from, target) {
  if (target[0] === 'features' && SHARED_LAYERS.includes(from[0])) return `src/${from[0]} imports no feature (src/features/${target[1]})`;
  if (target[0] === 'app' && SHARED_LAYERS.includes(from[0])) return `src/${from[0]} imports nothing of src/app`;
  if (from[0] !== 'features' || target[0] !== 'features' || from[1] === target[1]) return null;
  const inner = target.slice(2);
  const name = inner.at(-1).replace(/\.(tsx?|js)$/, '');
  if (inner.some((folder) => PRIVATE_FOLDERS.has(folder)) || PRIVATE_FILE.test(name)) {
    return `features/${from[1]} may not import features/${target[1]}/${inner.join('/')}: a feature's pages/, workers/, *Flows and *Api are its own`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Folder boundaries of the SPA: shared layers import no feature; a feature keeps its screens, flows and API client to itself.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = srcParts(file, context.cwd);
    if (!from) return {};
    const check = (node, source, typeOnly) => {
      if (typeof source !== 'string') return;
      if (source === '@sinclair/typebox' && !typeOnly && !isShapes(from)) {
        context.report({ node, message: 'Only src/api/shapes imports @sinclair/typebox as a value: the SPA\'s bundle carries no TypeBox (issue 35)' });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = srcParts(path.resolve(path.dirname(file), source), context.cwd);
      const message = target && (from[0] === 'api' && target[0] === 'domain'
        ? `src/api imports nothing of src/domain (${target.join('/')}): the shapes are the contract the rules read`
        : !typeOnly && isShapes(target) && !isShapes(from)
          ? `src/${from.join('/')} imports src/${target.join('/')} with \`import type\` only: the schemas are the server's, the SPA's bundle carries no TypeBox (issue 35)`
          : !typeOnly && problem(from, target));
      if (message) context.report({ node, message });
    };
    /** `import type { X }`, or `import { type X, type Y }` (every name a type: the import is dropped). */
    const typeOnlyImport = (node) => node.importKind === 'type'
      || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyImport(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
