// ESLint rule: features never import each other in a circle (listings → favorites → listings),
// however long. The feature graph is read from the source files once per run; the file being
// linted counts as its text says, not as it is on disk. Tests are left out: they may compose
// features in either direction.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const FEATURE_IMPORT = /(?:from|import)\s*\(?\s*['"]@\/features\/([\w-]+)/g;
const isTest = (file) => /\.test\.[tj]sx?$/.test(file);

/** The feature a file belongs to (src/features/<name>/…), if any. */
function featureOf(root, file) {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'src' && parts[1] === 'features' && parts.length > 3 ? parts[2] : undefined;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [path] : [];
  });
}

/** feature → imported feature → the files that import it. */
function readGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(join(root, 'src', 'features'))) {
    const from = featureOf(root, file);
    for (const [, to] of readFileSync(file, 'utf8').matchAll(FEATURE_IMPORT)) {
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(to).add(file);
    }
  }
  return graph;
}

/** A path of features from `start` to `goal`, not counting the imports of `ignoredFile`. */
function pathBetween(graph, start, goal, ignoredFile) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    if (at === goal) {
      const path = [];
      for (let step = at; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const [next, files] of graph.get(at) ?? []) {
      if (previous.has(next) || [...files].every((f) => f === ignoredFile)) continue;
      previous.set(next, at);
      queue.push(next);
    }
  }
  return null;
}

const graphs = new Map();

export const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Features must not import each other in a circle.' },
    schema: [],
    messages: {
      cycle: 'Features import each other in a circle: {{path}}. Let the app layer compose them (src/app), or move what both need to shared code.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const feature = featureOf(root, file);
    if (!feature || isTest(file)) return {};
    if (!graphs.has(root)) graphs.set(root, readGraph(root));
    const graph = graphs.get(root);
    const check = (node, source) => {
      const target = typeof source === 'string' ? /^@\/features\/([\w-]+)/.exec(source)?.[1] : undefined;
      if (!target || target === feature) return;
      const back = pathBetween(graph, target, feature, file);
      if (back) context.report({ node, messageId: 'cycle', data: { path: [feature, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
